/** Default MSW handlers: every backend call succeeds. Override per test/story with server.use(...). */
import { submissionInsertSuccess } from './supabase/submissions.ts';

export const handlers = [submissionInsertSuccess()];
