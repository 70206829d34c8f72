// Types the <fleet-*> tags in Vue templates (props and @fleet-* listeners, checked by vue-tsc),
// generated from the elements' custom-elements.json.
import type {} from '@fleet/elements/types/vue';
