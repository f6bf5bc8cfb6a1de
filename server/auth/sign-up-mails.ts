/** The subject of every sign-up mail, whether the address has an account or not. */
export const signUpSubject = 'Регистрация';

/** A time as the mails say it: '2026-11-27 10:15 UTC'. */
export function mailTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

// The code comes first: the mail's first number is the code (the tests read it so too).

/** A new sign-up's code. */
export function firstCodeMail(code: string, askedMs: number, expiresMs: number): string {
  return [
    `Код подтверждения: ${code}`,
    `Регистрацию с этим адресом запросили ${mailTime(askedMs)}; код действует до ${mailTime(expiresMs)}.`,
    'Если регистрировались не вы, ничего не делайте: без кода аккаунт не появится.',
  ].join('\n');
}

/** A fresh code for a sign-up asked again: it completes the first request, as it was made. */
export function repeatedCodeMail(
  code: string,
  askedMs: number,
  repeatedMs: number,
  expiresMs: number,
): string {
  const asked = mailTime(askedMs);
  return [
    `Код подтверждения: ${code} (прежний код больше не действует)`,
    `Регистрацию с этим адресом запросили ${asked}, а ${mailTime(repeatedMs)} попросили код снова.`,
    `Код завершает регистрацию от ${asked} с паролем и именем, указанными тогда: повторный запрос их не меняет. Код действует до ${mailTime(expiresMs)}.`,
    `Если ${asked} регистрировались не вы, не вводите код: после ${mailTime(expiresMs)} зарегистрируйтесь заново.`,
  ].join('\n');
}

/** A sign-up asked again after too many wrong codes voided it: nothing to complete until it expires. */
export function voidedMail(askedMs: number, repeatedMs: number, expiresMs: number): string {
  return [
    `Регистрацию с этим адресом, запрошенную ${mailTime(askedMs)}, отменили: код ввели неверно слишком много раз.`,
    `Запрос ${mailTime(repeatedMs)} её не возобновил; зарегистрироваться заново можно после ${mailTime(expiresMs)}.`,
    'Если регистрировались не вы, ничего не делайте.',
  ].join('\n');
}

/** To an address that has an account. */
export function accountExistsMail(askedMs: number): string {
  return [
    `Регистрацию с этим адресом запросили ${mailTime(askedMs)}, но аккаунт с ним уже есть.`,
    'Если это были вы, войдите или восстановите пароль; если не вы, ничего не делайте.',
  ].join('\n');
}
