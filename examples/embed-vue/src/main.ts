// Registers <fleet-device-table> (the ESM build of @fleet/elements), then mounts the Vue app.
import '@fleet/elements/define/device-table';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
