// The throwaway server lives in tools/ (`npm run bench:intake` starts one too); tests import it from here.
// A test file starts one in beforeAll and calls its stop() in afterAll.
export {
  postgresBin,
  startPostgres,
  type RunningPostgres,
} from '../../tools/postgres/throwaway-postgres.ts';
