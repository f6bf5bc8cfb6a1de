/** localStorage that never throws: storage can be blocked or full inside a third-party frame. */
export const safeStorage = {
  get<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
    try {
      const text = window.localStorage.getItem(key);
      if (text === null) return undefined;
      const value: unknown = JSON.parse(text);
      return isValid(value) ? value : undefined;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Nothing to keep it in: the choice lasts for this page only.
    }
  },
};

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
export const isRecordOf =
  <T>(isValue: (value: unknown) => value is T) =>
  (value: unknown): value is Record<string, T> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isValue);
