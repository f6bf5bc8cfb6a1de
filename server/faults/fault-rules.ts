/** What a fault rule does to a request it matches. */
export type FaultAction =
  /** Answers after ms milliseconds, normally (or with the next matching rule's fault). */
  | { kind: 'delay'; ms: number }
  /** Answers normally once the test clears the rules: a stall that lasts exactly as long as the test needs. */
  | { kind: 'hold' }
  /** Answers with this status and a JSON error body (or the given body). */
  | { kind: 'status'; status: number; body?: string; contentType?: string }
  /** Cuts the connection without an answer. */
  | { kind: 'reset' }
  /** Never answers; the client has to give up. */
  | { kind: 'hang' }
  /** Answers 200 with a body that cannot be parsed, in the content type the route would use. */
  | { kind: 'malformed' };

export interface FaultRule {
  id: number;
  /** Method to match; any when absent. */
  method?: string;
  /** Path to match (no query): exact, or a prefix when it ends with '*'. */
  path: string;
  /** How many matching requests to affect; every one when absent. */
  times?: number;
  action: FaultAction;
  /** Requests this rule has affected so far. */
  hits: number;
}

export type FaultRuleInput = Omit<FaultRule, 'id' | 'hits'>;

/** JSON schema of POST /__faults's body, so Fastify rejects a rule it could not apply. */
export const faultRulesBodySchema = {
  type: 'object',
  required: ['rules'],
  additionalProperties: false,
  properties: {
    rules: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['path', 'action'],
        additionalProperties: false,
        properties: {
          method: {
            type: 'string',
            enum: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
          },
          path: { type: 'string', minLength: 1, maxLength: 500, pattern: '^/' },
          times: { type: 'integer', minimum: 1 },
          action: {
            type: 'object',
            required: ['kind'],
            properties: {
              kind: {
                type: 'string',
                enum: ['delay', 'hold', 'status', 'reset', 'hang', 'malformed'],
              },
              ms: { type: 'integer', minimum: 0, maximum: 120000 },
              status: { type: 'integer', minimum: 100, maximum: 599 },
              body: { type: 'string', maxLength: 100000 },
              contentType: { type: 'string', maxLength: 200 },
            },
            allOf: [
              { if: { properties: { kind: { const: 'delay' } } }, then: { required: ['ms'] } },
              { if: { properties: { kind: { const: 'status' } } }, then: { required: ['status'] } },
            ],
          },
        },
      },
    },
  },
} as const;

/** The active rules, in the order they were added. */
export function createFaultRules() {
  let rules: FaultRule[] = [];
  let nextId = 1;

  const matches = (rule: FaultRule, method: string, path: string) =>
    (!rule.method || rule.method === method) &&
    (rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path) &&
    (rule.times === undefined || rule.hits < rule.times);

  return {
    add(inputs: FaultRuleInput[]): FaultRule[] {
      const added = inputs.map((input) => ({ ...input, id: nextId++, hits: 0 }));
      rules.push(...added);
      return added;
    },
    clear() {
      rules = [];
    },
    list: (): readonly FaultRule[] => rules,
    /** The actions for one request, each rule counted once: waits first, then at most one answer. */
    take(method: string, path: string): FaultAction[] {
      const actions: FaultAction[] = [];
      for (const rule of rules) {
        if (!matches(rule, method, path)) continue;
        const isAnswer = !isWait(rule.action);
        if (isAnswer && actions.some((action) => !isWait(action))) continue;
        rule.hits += 1;
        actions.push(rule.action);
      }
      return actions;
    },
  };
}

/** Actions that only make a request wait, then let it answer normally. */
function isWait(action: FaultAction): boolean {
  return action.kind === 'delay' || action.kind === 'hold';
}
