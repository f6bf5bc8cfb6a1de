// Sentry's React SDK as one lazily loaded chunk of its own name (fetched only with a DSN).
export * from '@sentry/react';
