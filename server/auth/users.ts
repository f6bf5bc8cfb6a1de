import type { Database } from 'better-sqlite3';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  role: 'user' | 'admin';
  blocked: number;
  token_version: number;
  created_at: string;
}

/** A user as the API shows it: never the password hash or the token version. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    blocked: user.blocked === 1,
    createdAt: user.created_at,
  };
}

/** The accounts table. */
export function createUserStore(db: Database) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  return {
    findById: (id: number) => byId.get(id),
    findByEmail: (email: string) => byEmail.get(email),
    /** Creates an account with a password hash (passwords.ts); undefined when the email is taken. */
    create(
      email: string,
      name: string,
      passwordHash: string,
      role: 'user' | 'admin',
    ): UserRow | undefined {
      if (byEmail.get(email)) return undefined;
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO users (email, name, password_hash, role, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(email, name, passwordHash, role, new Date().toISOString());
      return byId.get(Number(lastInsertRowid));
    },
    rename(id: number, name: string) {
      db.prepare('UPDATE users SET name = ? WHERE id = ?').run(name, id);
      return byId.get(id);
    },
    /** Sets a new password (its hash) and revokes every token issued before. */
    setPassword(id: number, passwordHash: string) {
      db.prepare(
        'UPDATE users SET password_hash = ?, token_version = token_version + 1 WHERE id = ?',
      ).run(passwordHash, id);
      return byId.get(id);
    },
    /** Replaces the hash of the same password (stronger parameters); tokens stay valid. */
    rehash(id: number, passwordHash: string) {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
    },
    /** Blocks the account and revokes its tokens. */
    block(id: number) {
      db.prepare(
        'UPDATE users SET blocked = 1, token_version = token_version + 1 WHERE id = ?',
      ).run(id);
      return byId.get(id);
    },
    list(offset: number, limit: number) {
      return db
        .prepare<[number, number], UserRow>('SELECT * FROM users ORDER BY id LIMIT ? OFFSET ?')
        .all(limit, offset);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
