#!/usr/bin/env node
// Writes the elements' TypeScript typings from custom-elements.json (itself generated from the
// element descriptions by tools/custom-elements-manifest.mjs), one file per flavour:
//   types/elements.d.ts  each element's interface, its fleet-* event map with typed `detail`,
//                        HTMLElementTagNameMap and the global event maps (plain TS, Angular …)
//   types/react.d.ts     React 19 JSX intrinsic elements: attributes, properties, on<event>
//   types/vue.d.ts       Vue's GlobalComponents: props and @fleet-* listeners in templates
//   node tools/element-typings.mjs           write types/
//   node tools/element-typings.mjs --check   fail if types/ is out of date
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const HEADER =
  '// Generated from custom-elements.json by tools/element-typings.mjs: do not edit.\n';

/** Where the types the descriptions name come from; a new one must be added here. */
const IMPORTED_TYPES = {
  Device: '@fleet/sdk',
  FleetClient: '@fleet/sdk',
  FleetSdk: '@fleet/sdk',
  LiveChannel: '@fleet/sdk',
  PackageType: '@fleet/sdk/domain',
};
const GLOBAL_TYPES = new Set(['CustomEvent', 'Promise', 'Record', 'Partial', 'Readonly']);

/** `fleet-device-table` → `FleetDeviceTable`. */
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const doc = (text, indent = '  ') =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '';

function elementsOf(manifest) {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** The imported type names a piece of type text uses; unknown names fail the build. */
function importsOf(texts) {
  const names = new Set();
  for (const text of texts)
    for (const [name] of text.replace(/'[^']*'/g, '').matchAll(/\b[A-Z][A-Za-z0-9]*\b/g)) {
      if (GLOBAL_TYPES.has(name)) continue;
      if (!(name in IMPORTED_TYPES))
        throw new Error(`${name} (in "${text}") is not in IMPORTED_TYPES of element-typings.mjs`);
      names.add(name);
    }
  return [...names].sort();
}

const names = (element) => {
  const base = pascal(element.tagName);
  return { element: `${base}Element`, events: `${base}Events`, eventMap: `${base}EventMap` };
};
const typeText = (member) => member.type?.text ?? 'unknown';
const eventsOf = (element) => element.events ?? [];
const fieldsOf = (element) => (element.members ?? []).filter((m) => m.kind === 'field');

function renderElement(element) {
  const n = names(element);
  const fields = fieldsOf(element)
    .map((field) => `${doc(field.description)}  ${quote(field.name)}?: ${typeText(field)};\n`)
    .join('');
  const events = eventsOf(element)
    .map((event) => `${doc(event.description)}  '${event.name}': ${typeText(event)};\n`)
    .join('');
  const listener = (verb) =>
    `  ${verb}EventListener<K extends keyof ${n.eventMap}>(\n` +
    `    type: K,\n` +
    `    listener: (this: ${n.element}, event: ${n.eventMap}[K]) => unknown,\n` +
    `    options?: boolean | ${verb === 'add' ? 'AddEventListenerOptions' : 'EventListenerOptions'},\n` +
    `  ): void;\n` +
    `  ${verb}EventListener(\n` +
    `    type: string,\n` +
    `    listener: EventListenerOrEventListenerObject,\n` +
    `    options?: boolean | ${verb === 'add' ? 'AddEventListenerOptions' : 'EventListenerOptions'},\n` +
    `  ): void;\n`;
  return (
    `/** The \`fleet-*\` events of \`<${element.tagName}>\` (they bubble and cross shadow roots). */\n` +
    `export interface ${n.events} {\n${events}}\n\n` +
    `/** Every event \`<${element.tagName}>\` can be listened to for. */\n` +
    `export interface ${n.eventMap} extends HTMLElementEventMap, ${n.events} {}\n\n` +
    `/**\n * \`<${element.tagName}>\`: ${(element.description ?? '').replace(/\*\//g, '*\\/')}\n */\n` +
    `export interface ${n.element} extends HTMLElement {\n${fields}${listener('add')}${listener('remove')}}\n`
  );
}

/** Every fleet-* event name with the union of its details over the elements that send it. */
function globalEvents(elements) {
  const byName = new Map();
  for (const element of elements)
    for (const event of eventsOf(element)) {
      const types = byName.get(event.name) ?? new Set();
      types.add(typeText(event));
      byName.set(event.name, types);
    }
  return [...byName].sort(([a], [b]) => a.localeCompare(b));
}

function renderPlain(elements) {
  const imports = importsOf(
    elements.flatMap((element) => [...fieldsOf(element), ...eventsOf(element)].map(typeText)),
  );
  const bySource = {};
  for (const name of imports) (bySource[IMPORTED_TYPES[name]] ??= []).push(name);
  const events = globalEvents(elements)
    .map(([name, types]) => `  '${name}': ${[...types].join(' | ')};\n`)
    .join('');
  return (
    HEADER +
    "// The Fleet custom elements for TypeScript: `document.querySelector('fleet-device-table')`\n" +
    "// is a FleetDeviceTableElement, and its listeners get each event's typed `detail`.\n" +
    Object.entries(bySource)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([source, types]) => `import type { ${types.join(', ')} } from '${source}';\n`)
      .join('') +
    '\n' +
    elements.map(renderElement).join('\n') +
    '\n/** Every `fleet-*` event of every element, by name. */\n' +
    `export interface FleetElementEventMap {\n${events}}\n\n` +
    '/** Every Fleet element, by tag name. */\n' +
    'export interface FleetElementTagNameMap {\n' +
    elements.map((e) => `  '${e.tagName}': ${names(e).element};\n`).join('') +
    '}\n\n' +
    'declare global {\n' +
    '  // eslint-disable-next-line @typescript-eslint/no-empty-object-type\n' +
    '  interface HTMLElementTagNameMap extends FleetElementTagNameMap {}\n' +
    '  // The events bubble and are composed: a parent, the document or the window hears them.\n' +
    '  // eslint-disable-next-line @typescript-eslint/no-empty-object-type\n' +
    '  interface GlobalEventHandlersEventMap extends FleetElementEventMap {}\n' +
    '}\n'
  );
}

const attributesOf = (element) => element.attributes ?? [];
/** The JavaScript-only properties (no attribute): functions and objects. */
const propertiesOf = (element) => fieldsOf(element).filter((field) => !field.attribute);
const elementImports = (elements) =>
  `import type {\n${elements
    .flatMap((e) => [names(e).element, names(e).events])
    .sort()
    .map((name) => `  ${name},\n`)
    .join('')}} from './elements.js';\n`;

function renderReact(elements) {
  const props = (element) => {
    const n = names(element);
    const attributes = attributesOf(element)
      .map((a) => `${doc(a.description, '        ')}        '${a.name}'?: ${typeText(a)};\n`)
      .join('');
    const properties = propertiesOf(element)
      .map((p) => `${doc(p.description, '        ')}        ${quote(p.name)}?: ${typeText(p)};\n`)
      .join('');
    return (
      `      '${element.tagName}': FleetJsxProps<\n` +
      `        ${n.element},\n` +
      `        {\n${attributes}${properties}        },\n` +
      `        ${n.events}\n` +
      `      >;\n`
    );
  };
  return (
    HEADER +
    '// The Fleet custom elements in React 19 JSX: attributes in kebab-case as in HTML, the\n' +
    '// JavaScript-only properties (getToken, client …) as props (React 19 sets them as\n' +
    '// properties), and `on<event>` listeners, e.g. `onfleet-row-selected`.\n' +
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n" +
    elementImports(elements) +
    '\n' +
    '/** The JSX props of a Fleet element. */\n' +
    'export type FleetJsxProps<Element extends HTMLElement, Props, Events> = DetailedHTMLProps<\n' +
    '  HTMLAttributes<Element>,\n' +
    '  Element\n' +
    '> &\n' +
    '  Props & {\n' +
    '    [Name in keyof Events as `on${Name & string}`]?: (event: Events[Name]) => void;\n' +
    '  };\n\n' +
    "declare module 'react' {\n" +
    '  namespace JSX {\n' +
    '    interface IntrinsicElements {\n' +
    elements.map(props).join('') +
    '    }\n' +
    '  }\n' +
    '}\n'
  );
}

function renderVue(elements) {
  const component = (element) => {
    const n = names(element);
    const fields = fieldsOf(element).map((field) => `'${field.name}'`);
    return `    '${element.tagName}': FleetVueElement<${n.element}, ${n.events}, ${fields.join(' | ')}>;\n`;
  };
  return (
    HEADER +
    '// The Fleet custom elements in Vue templates (vue-tsc, Volar): their attributes and\n' +
    '// properties as props (`base-url` or `:get-token`), and `@fleet-*` listeners with typed events.\n' +
    '// Vue must treat the tags as custom elements: compilerOptions.isCustomElement in the app.\n' +
    "import type { EmitFn, HTMLAttributes } from 'vue';\n" +
    elementImports(elements) +
    '\n' +
    '/** `fleet-row-selected` → `FleetRowSelected`. */\n' +
    'type Pascal<Name extends string> = Name extends `${infer Head}-${infer Tail}`\n' +
    '  ? `${Capitalize<Head>}${Pascal<Tail>}`\n' +
    '  : Capitalize<Name>;\n\n' +
    '/** A Fleet element as a Vue component type, for template type-checking only. */\n' +
    'export type FleetVueElement<\n' +
    '  Element extends HTMLElement,\n' +
    '  Events,\n' +
    '  Props extends keyof Element,\n' +
    '> = new () => Element & {\n' +
    '  /** @deprecated For template type-checking only; not a property of the element. */\n' +
    '  $props: HTMLAttributes &\n' +
    '    Partial<Pick<Element, Props>> & {\n' +
    '      [Name in keyof Events as `on${Pascal<Name & string>}`]?: (event: Events[Name]) => void;\n' +
    '    };\n' +
    '  /** @deprecated For template type-checking only; not a method of the element. */\n' +
    '  $emit: EmitFn<{ [Name in keyof Events]: (event: Events[Name]) => void }>;\n' +
    '};\n\n' +
    "declare module 'vue' {\n" +
    '  interface GlobalComponents {\n' +
    elements.map(component).join('') +
    '  }\n' +
    '}\n'
  );
}

export function renderTypings(manifest) {
  const elements = elementsOf(manifest);
  return {
    'elements.d.ts': renderPlain(elements),
    'react.d.ts': renderReact(elements),
    'vue.d.ts': renderVue(elements),
  };
}

async function formatted(file, text) {
  const prettier = await import('prettier').catch(() => null);
  if (!prettier) return text;
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

const check = process.argv.includes('--check');
const manifest = JSON.parse(readFileSync(resolve(root, 'custom-elements.json'), 'utf8'));
const dir = resolve(root, 'types');
const current = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
if (!check) mkdirSync(dir, { recursive: true });
const stale = [];
for (const [name, text] of Object.entries(renderTypings(manifest))) {
  const file = resolve(dir, name);
  const next = await formatted(file, text);
  if (!check) writeFileSync(file, next);
  else if (current(file) !== next) stale.push(name);
}
if (stale.length > 0) {
  console.error(
    `types/${stale.join(', types/')} out of date: run \`pnpm --filter @fleet/elements manifest\``,
  );
  process.exit(1);
}
if (!check) console.info(`types/: typings of ${elementsOf(manifest).length} element(s)`);
