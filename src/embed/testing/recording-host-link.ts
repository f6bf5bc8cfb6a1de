import type { HostCommand } from '../../host-embed/protocol/host-commands';
import type { PlayerMessage } from '../../host-embed/protocol/player-messages';
import type { HostLink } from '../host-link';
import type { ParentHandlers } from '../parent-messages';

/**
 * A host link for tests: what the page posts (and replies) is recorded in order, and `command`
 * delivers one of the host's commands to whoever listens, as the host's frame would.
 */
export function recordingHostLink(framed = true) {
  const posted: PlayerMessage[] = [];
  const listeners = new Set<ParentHandlers>();
  const link: HostLink = {
    framed,
    post: (eventName, ...[payload]) => void posted.push({ eventName, payload } as PlayerMessage),
    send: (message) => void posted.push(message),
    listen(handlers) {
      listeners.add(handlers);
      return () => listeners.delete(handlers);
    },
    reply: (_event, message) => void posted.push(message),
  };
  return {
    link,
    posted,
    /** The names of the messages posted so far, in order. */
    names: () => posted.map((message) => message.eventName),
    /** Delivers a command of the host to the page's listeners. */
    command(command: HostCommand): void {
      const event = new MessageEvent('message', { data: command });
      for (const handlers of [...listeners]) {
        const handler = handlers[command.kind] as
          ((command: HostCommand, event: MessageEvent<unknown>) => void) | undefined;
        handler?.(command, event);
      }
    },
    /** How many listen() calls are still listening. */
    listening: () => listeners.size,
  };
}
