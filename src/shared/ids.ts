// An id in an address, checked without loading zod on a public page: the same RFC 9562 pattern as
// zod's `z.uuid()`, which the API's id parameters use, so a page and its API agree on what can be a row.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether `text` can be a row's id: anything else names no row, and its page is not found. */
export const isUuid = (text: string) => UUID.test(text);
