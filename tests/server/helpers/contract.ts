/**
 * What the suites that hold the MSW mocks against the real server share (contract, authContract,
 * inboxContract, reviewsContract.test.ts).
 */

/** The project URL the mock side's clients call: only MSW answers it. */
export const MOCK_URL = 'https://mocked-project.supabase.co';

/** fetch as it was before MSW's `listen()` patched it: the real side's clients send with it. */
export const realFetch = globalThis.fetch;
