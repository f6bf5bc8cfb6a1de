import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { AnonymousRowKeeper } from './anonymous-row-bounds';
import type { MailSender } from './auth/mail-sender';
import type { Passwords } from './auth/passwords';
import type { TokenService } from './auth/tokens';
import type { UserStore } from './auth/users';
import type { CatalogueStore } from './catalogue/catalogue-store';
import type { Clock } from './clock';

/** What every route handler of the reference server works with. */
export interface ServerContext {
  db: Database;
  catalogue: CatalogueStore;
  users: UserStore;
  tokens: TokenService;
  /** Hashes and checks passwords (scrypt). */
  passwords: Passwords;
  /** Sends sign-up and restore codes: through SMTP_URL's server, or to the mail_outbox table. */
  mail: MailSender;
  /** Decides what has expired: tokens, sessions, mailed codes. */
  clock: Clock;
  /** The demo VAST fixtures the catalogue's ad list names as its pre-roll, in order. */
  prerollAds: readonly string[];
  /** Where /media/ is served, when not from each request's own origin (a CDN's). */
  mediaOrigin?: string;
  /** Keeps what writers who are not signed in store within its bounds; told after each write. */
  anonymousRows: AnonymousRowKeeper;
}

/** The origin the request came to, for the absolute URLs in answers: one of the server's own. */
export function requestOrigin(request: FastifyRequest): string {
  return request.publicOrigin;
}
