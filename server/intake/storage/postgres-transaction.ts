import type pg from 'pg';

/**
 * Runs `work` in a transaction on a pooled connection: COMMIT when it resolves, ROLLBACK when
 * it throws. While the connection is checked out it has an 'error' listener: a connection
 * that breaks between two queries (the server restarted) would otherwise emit an unhandled
 * 'error' and end the process. Such a connection goes back to the pool as broken, so the pool
 * closes it instead of lending it again.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((failed: Error) => (broken ??= failed));
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
