import { describe, expect, it } from 'vitest';
import { errorResponse } from './errors';

// A database that restarts is "try again shortly" (503 with Retry-After), never a 500.

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('errorResponse', () => {
  it.each([
    [
      'PostgreSQL shutting down',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up', pgError('57P03', 'the database system is starting up')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a wrapped cause',
      new Error('query failed', { cause: pgError('08006', 'connection failure') }),
    ],
    ['a locked SQLite file', pgError('SQLITE_BUSY', 'database is locked')],
  ])('answers 503 with Retry-After for %s', async (_name, error) => {
    const response = errorResponse(error, 'status', 'GET /blog');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      status: 'fail',
      message: 'The service is briefly unavailable. Try again in a few seconds.',
    });
  });

  it('still answers 500 for an unknown error', () => {
    expect(errorResponse(new Error('a bug'), 'status', 'GET /blog').status).toBe(500);
  });
});
