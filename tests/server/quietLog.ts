// In-process servers in these tests log requests at info: keep the test output to warnings and
// errors (TEST_LOG_LEVEL=info to see them). Child processes keep their own level (info).
import { log } from '../../server/kit/log.ts';

log.level = process.env.TEST_LOG_LEVEL ?? 'warn';
