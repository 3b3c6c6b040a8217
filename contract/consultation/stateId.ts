/**
 * id of the <script type="application/json"> element holding the consultation form's state in the
 * page the server re-renders after a post without JavaScript (formPost.ts). A module of its own:
 * the page script reads it (the form's island hydrates at once when it is there) and must not carry
 * the rest of the form's contract.
 */
export const SERVER_STATE_ID = 'consultation-state';
