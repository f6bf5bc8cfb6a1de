import { contentsCalls } from './contents-calls';
import type { ApiFetchClient } from './http-clients';
import { siteCalls } from './site-calls';
import { taxonomyCalls } from './taxonomy-calls';

/** The rest of the catalogue calls of section 7 (the spec's more-catalogue operations). */
export function moreCatalogueCalls(api: ApiFetchClient) {
  return {
    ...contentsCalls(api),
    ...taxonomyCalls(api),
    ...siteCalls(api),
  };
}
