/**
 * The JavaScript evaluated first in every sandbox context (inside QuickJS, never in Quire's process): a tiny React
 * for the server (`__h` is the JSX factory esbuild compiles to; hooks keep their server-render meaning: state is its
 * initial value, effects never run), a module registry for the project's snippet files (`require` of anything else
 * throws), a render of an element to a plain JSON tree, and a deterministic world (no clock, a seeded
 * `Math.random`, no code from strings) and the URL classes. It is a string: it runs in another engine, so nothing of
 * the host is in it; one text evaluated at once, hence one file over 300 lines.
 */
export const PRELUDE = String.raw`'use strict';
(() => {
  const G = globalThis;
  const ELEMENT = Symbol.for('react.element');
  const FRAGMENT = Symbol.for('react.fragment');
  const PLACEHOLDER = Symbol('quire.placeholder');
  const PROVIDER = Symbol.for('react.provider');
  const CONSUMER = Symbol.for('react.context');
  const limits = { nodes: 20000, text: 1000000 };
  const noop = () => {};

  function h(type, config) {
    const props = {};
    let key = null;
    if (config != null) {
      for (const k of Object.keys(config)) {
        if (k === 'key') key = config[k];
        else if (k !== 'ref' && k !== '__self' && k !== '__source') props[k] = config[k];
      }
    }
    const n = arguments.length - 2;
    if (n === 1) props.children = arguments[2];
    else if (n > 1) props.children = Array.prototype.slice.call(arguments, 2);
    if (type != null && type.defaultProps)
      for (const k of Object.keys(type.defaultProps)) if (props[k] === undefined) props[k] = type.defaultProps[k];
    return { $$typeof: ELEMENT, type, key, props };
  }
  const isValidElement = (x) => x !== null && typeof x === 'object' && x.$$typeof === ELEMENT;
  const toArray = (children) => {
    const out = [];
    const walk = (c) => {
      if (Array.isArray(c)) c.forEach(walk);
      else if (c !== null && c !== undefined && typeof c !== 'boolean') out.push(c);
    };
    walk(children);
    return out;
  };
  const Children = {
    map: (c, fn) => (c == null ? c : toArray(c).map(fn)),
    forEach: (c, fn) => { toArray(c).forEach(fn); },
    count: (c) => toArray(c).length,
    toArray,
    only: (c) => { if (!isValidElement(c)) throw new Error('React.Children.only expected one element'); return c; },
  };
  function cloneElement(element, config) {
    const props = Object.assign({}, element.props, config);
    delete props.key;
    if (arguments.length > 2) props.children = arguments.length === 3 ? arguments[2] : Array.prototype.slice.call(arguments, 2);
    return { $$typeof: ELEMENT, type: element.type, key: element.key, props };
  }
  function createContext(value) {
    const context = { $$typeof: CONSUMER, _value: value };
    context.Provider = { $$typeof: PROVIDER, _context: context };
    context.Consumer = context;
    return context;
  }
  let ids = 0;
  const hooks = {
    useState: (init) => [typeof init === 'function' ? init() : init, noop],
    useReducer: (reducer, arg, init) => [init ? init(arg) : arg, noop],
    useEffect: noop,
    useLayoutEffect: noop,
    useInsertionEffect: noop,
    useImperativeHandle: noop,
    useDebugValue: noop,
    useMemo: (fn) => fn(),
    useCallback: (fn) => fn,
    useRef: (value) => ({ current: value }),
    useContext: (context) => (context ? context._value : undefined),
    useId: () => ':q' + (ids++).toString(36) + ':',
    useTransition: () => [false, (fn) => fn()],
    useDeferredValue: (value) => value,
    useSyncExternalStore: (subscribe, get, getServer) => (getServer || get)(),
  };
  class Component {
    constructor(props) { this.props = props; this.state = undefined; }
    setState() {}
    forceUpdate() {}
  }
  Component.prototype.isReactComponent = {};
  class PureComponent extends Component {}
  const React = Object.assign({}, hooks, {
    createElement: h, Fragment: FRAGMENT, StrictMode: FRAGMENT, Suspense: FRAGMENT, Children, isValidElement,
    cloneElement, createContext, Component, PureComponent,
    forwardRef: (render) => { const f = (props) => render(props, null); f.displayName = render.name; return f; },
    memo: (c) => c,
    lazy: () => { throw new Error('React.lazy needs a runtime'); },
    version: '18.3.1',
  });
  React.default = React;
  const jsxRuntime = {
    jsx: (type, props, key) => h(type, key === undefined ? props : Object.assign({}, props, { key })),
    Fragment: FRAGMENT,
  };
  jsxRuntime.jsxs = jsxRuntime.jsx;
  jsxRuntime.jsxDEV = jsxRuntime.jsx;

  // The module registry: snippet files by path, each with the paths its own imports resolve to.
  const defs = Object.create(null);
  const loaded = Object.create(null);
  let builtins = Object.create(null);
  function load(path) {
    if (loaded[path]) return loaded[path].exports;
    const def = defs[path];
    if (!def) throw new Error('cannot import ' + JSON.stringify(path));
    const module = { exports: {} };
    loaded[path] = module;
    def.fn.call(undefined, module.exports, (spec) => requireFrom(spec, def.imports, path), module);
    return module.exports;
  }
  function requireFrom(spec, imports, from) {
    if (/^react(?:-dom)?(?:\/jsx-(?:dev-)?runtime)?$/.test(spec))
      return /jsx-/.test(spec) ? jsxRuntime : React;
    if (/^@?mintlify\//.test(spec)) return builtins;
    if (Object.prototype.hasOwnProperty.call(imports, spec)) return load(imports[spec]);
    throw new Error('cannot import ' + JSON.stringify(spec) + ' in ' + from + ': a component may import snippet files and react only');
  }

  // Render: elements to a plain tree of { n: name, a: attributes, c: children }, strings and { ph: id }.
  let count = 0;
  let text = 0;
  const stack = [];
  const handlers = [];
  function grow(n) {
    count += 1;
    text += n;
    if (count > limits.nodes || text > limits.text)
      throw new RangeError('the component renders more than ' + limits.nodes + ' elements or ' + limits.text + ' characters');
  }
  function render(node, out) {
    if (node === null || node === undefined || typeof node === 'boolean') return;
    if (typeof node === 'string') { grow(node.length); out.push(node); return; }
    if (typeof node === 'number' || typeof node === 'bigint') { grow(8); out.push(String(node)); return; }
    if (Array.isArray(node)) { for (const child of node) render(child, out); return; }
    if (!isValidElement(node)) {
      const keys = node !== null && typeof node === 'object' ? Object.keys(node).join(', ') : typeof node;
      throw new TypeError('Objects are not valid as a React child (found: ' + (typeof node === 'object' ? 'object with keys {' + keys + '}' : keys) + ')');
    }
    const type = node.type;
    const props = node.props || {};
    if (type === FRAGMENT) return render(props.children, out);
    if (type === PLACEHOLDER) { grow(0); out.push({ ph: props.id }); return; }
    if (typeof type === 'function') {
      stack.push(type.displayName || type.name || 'Anonymous');
      if (stack.length > 200) throw new RangeError('components nested more than 200 deep');
      let result;
      if (type.prototype && type.prototype.isReactComponent) {
        const instance = new type(props);
        instance.props = props;
        result = instance.render();
      } else result = type(props);
      render(result, out);
      stack.pop();
      return;
    }
    if (type !== null && typeof type === 'object' && type.$$typeof === PROVIDER) {
      const context = type._context;
      const before = context._value;
      context._value = props.value;
      try { render(props.children, out); } finally { context._value = before; }
      return;
    }
    if (type !== null && typeof type === 'object' && type.$$typeof === CONSUMER) {
      const fn = Array.isArray(props.children) ? props.children[0] : props.children;
      return render(typeof fn === 'function' ? fn(type._value) : null, out);
    }
    if (typeof type !== 'string') {
      const inside = stack.length > 0 ? ' (in <' + stack[stack.length - 1] + '>)' : '';
      throw new TypeError('Element type is invalid: expected a string or a component but got ' + (type === undefined ? 'undefined (a name that is not defined or not exported)' : typeof type) + inside);
    }
    grow(type.length);
    const attributes = {};
    for (const key of Object.keys(props)) {
      if (key === 'children') continue;
      const value = props[key];
      if (typeof value === 'function') {
        const owner = stack[stack.length - 1] || '';
        if (handlers.indexOf(owner + ' ' + key) < 0) handlers.push(owner + ' ' + key);
        continue;
      }
      attributes[key] = data(value, 0);
    }
    const children = [];
    render(props.children, children);
    out.push({ n: type, a: attributes, c: children });
  }
  // An attribute's value as plain data; markup in it (a title written as JSX) as its rendered tree.
  function data(value, depth) {
    if (value === null || typeof value !== 'object') return typeof value === 'symbol' || typeof value === 'function' ? undefined : value;
    if (depth > 8) return undefined;
    if (isValidElement(value)) { const out = []; render(value, out); return { $tree: out }; }
    if (Array.isArray(value)) return value.map((v) => data(v, depth + 1));
    const out = {};
    for (const key of Object.keys(value)) { grow(key.length); out[key] = data(value[key], depth + 1); }
    return out;
  }
  function revive(value) {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(revive);
    if (typeof value.$$ph === 'number') return { $$typeof: ELEMENT, type: PLACEHOLDER, key: null, props: { id: value.$$ph } };
    if (Array.isArray(value.$$expr)) {
      // A prop written as an expression that needs JavaScript: the export of its module that computes it.
      const compute = load(String(value.$$expr[0]))[String(value.$$expr[1])];
      return typeof compute === 'function' ? compute() : undefined;
    }
    if (Array.isArray(value.$$component)) {
      // A component of the project given as a prop: the export of its module, looked up when it renders.
      const path = String(value.$$component[0]);
      const name = String(value.$$component[1]);
      const ref = (props) => h(exported(path, name), props);
      Object.defineProperty(ref, 'name', { value: name });
      return ref;
    }
    const out = {};
    for (const key of Object.keys(value)) out[key] = revive(value[key]);
    return out;
  }

  function exported(path, name) {
    const exports = load(path);
    const component = exports[name] !== undefined ? exports[name] : name === 'default' ? exports.default : undefined;
    if (typeof component !== 'function') throw new TypeError(path + ' does not export a component named ' + name);
    return component;
  }

  G.__h = h;
  G.__Fragment = FRAGMENT;
  G.React = React;
  // Mintlify's MDX has React's hooks in scope without an import.
  for (const name of Object.keys(hooks)) G[name] = hooks[name];
  G.__define = (path, imports, fn) => { defs[path] = { imports, fn }; };
  G.__builtins = (names) => {
    builtins = Object.create(null);
    for (const name of names) {
      const dot = name.indexOf('.');
      if (dot < 0) { if (!(name in G)) G[name] = name; builtins[name] = G[name]; continue; }
      const head = name.slice(0, dot);
      if (!(head in G)) G[head] = {};
      if (G[head] !== null && typeof G[head] === 'object') G[head][name.slice(dot + 1)] = name;
      builtins[head] = G[head];
    }
  };
  G.__render = (path, name, propsJson) => {
    count = 0; text = 0; ids = 0; stack.length = 0; handlers.length = 0;
    const component = exported(path, name);
    const out = [];
    render(h(component, revive(JSON.parse(propsJson))), out);
    return JSON.stringify({ tree: out, handlers });
  };

  // What a server render has beyond the language: console (silent), timers that never fire during a render, and the
  // URL classes (enough of them for building links: parsing, search parameters, href).
  const silent = { log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop, table: noop, group: noop, groupEnd: noop };
  G.console = silent;
  G.setTimeout = () => 0;
  G.clearTimeout = noop;
  G.setInterval = () => 0;
  G.clearInterval = noop;
  G.queueMicrotask = noop;
  const decode = (t) => { try { return decodeURIComponent(t.replace(/\+/g, ' ')); } catch { return t; } };
  const encode = (t) => encodeURIComponent(t).replace(/%20/g, '+');
  class URLSearchParams {
    constructor(init) {
      this._list = [];
      if (typeof init === 'string') {
        for (const part of init.replace(/^\?/, '').split('&')) {
          if (part === '') continue;
          const at = part.indexOf('=');
          this._list.push(at < 0 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))]);
        }
      } else if (Array.isArray(init)) for (const [k, v] of init) this._list.push([String(k), String(v)]);
      else if (init && typeof init === 'object') for (const k of Object.keys(init)) this._list.push([k, String(init[k])]);
    }
    append(k, v) { this._list.push([String(k), String(v)]); }
    delete(k) { this._list = this._list.filter((e) => e[0] !== k); }
    get(k) { const e = this._list.find((x) => x[0] === k); return e ? e[1] : null; }
    getAll(k) { return this._list.filter((e) => e[0] === k).map((e) => e[1]); }
    has(k) { return this._list.some((e) => e[0] === k); }
    set(k, v) { const i = this._list.findIndex((e) => e[0] === k); this.delete(k); this._list.splice(i < 0 ? this._list.length : i, 0, [String(k), String(v)]); }
    sort() { this._list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)); }
    forEach(fn) { for (const [k, v] of this._list) fn(v, k, this); }
    keys() { return this._list.map((e) => e[0])[Symbol.iterator](); }
    values() { return this._list.map((e) => e[1])[Symbol.iterator](); }
    entries() { return this._list.map((e) => [e[0], e[1]])[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
    get size() { return this._list.length; }
    toString() { return this._list.map(([k, v]) => encode(k) + '=' + encode(v)).join('&'); }
  }
  const URL_PARTS = /^([a-zA-Z][a-zA-Z0-9+.-]*:)(?:\/\/(?:([^:@\/?#]*)(?::([^@\/?#]*))?@)?([^:\/?#]*)(?::(\d*))?)?([^?#]*)(\?[^#]*)?(#.*)?$/;
  class URL {
    constructor(input, base) {
      let text = String(input);
      if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text)) {
        if (base === undefined) throw new TypeError('Invalid URL: ' + text);
        const b = new URL(base);
        if (text.startsWith('//')) text = b.protocol + text;
        else if (text.startsWith('/')) text = b.origin + text;
        else if (text.startsWith('?')) text = b.origin + b.pathname + text;
        else if (text.startsWith('#')) text = b.origin + b.pathname + b.search + text;
        else text = b.origin + b.pathname.replace(/[^\/]*$/, '') + text;
      }
      const m = URL_PARTS.exec(text);
      if (!m) throw new TypeError('Invalid URL: ' + text);
      this.protocol = m[1].toLowerCase();
      this.username = m[2] || '';
      this.password = m[3] || '';
      this.hostname = (m[4] || '').toLowerCase();
      this.port = m[5] || '';
      this.pathname = m[6] || (this.hostname ? '/' : '');
      this.searchParams = new URLSearchParams(m[7] || '');
      this.hash = m[8] && m[8] !== '#' ? m[8] : '';
    }
    get host() { return this.hostname + (this.port ? ':' + this.port : ''); }
    get origin() { return this.protocol + '//' + this.host; }
    get search() { const q = this.searchParams.toString(); return q ? '?' + q : ''; }
    set search(value) { this.searchParams = new URLSearchParams(String(value)); }
    get href() { const auth = this.username ? this.username + (this.password ? ':' + this.password : '') + '@' : ''; return this.protocol + (this.hostname ? '//' + auth + this.host : '') + this.pathname + this.search + this.hash; }
    toString() { return this.href; }
    toJSON() { return this.href; }
  }
  G.URL = URL;
  G.URLSearchParams = URLSearchParams;
  // Base64 of text whose characters are bytes (code points up to 255), as browsers' btoa and atob: components build
  // data: URLs and install links with them.
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  G.btoa = (input) => {
    const text = String(input);
    let out = '';
    for (let i = 0; i < text.length; i += 3) {
      const bytes = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)];
      if (bytes.some((b) => b > 255)) throw new Error("btoa: the string has characters outside of Latin-1");
      const [a, b = NaN, c = NaN] = bytes;
      const n = (a << 16) | ((b || 0) << 8) | (c || 0);
      out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < text.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < text.length ? B64[n & 63] : '=');
    }
    return out;
  };
  G.atob = (input) => {
    const text = String(input).replace(/[\t\n\f\r ]/g, '').replace(/=+$/, '');
    let out = '';
    let bits = 0;
    let value = 0;
    for (const char of text) {
      const digit = B64.indexOf(char);
      if (digit < 0) throw new Error('atob: the string is not correctly encoded');
      value = (value << 6) | digit;
      bits += 6;
      if (bits >= 8) { bits -= 8; out += String.fromCharCode((value >> bits) & 255); }
    }
    return out;
  };

  // A deterministic world: no clock, the same random numbers on every build, no code made from strings.
  let seed = 0x2545f491;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const RealDate = Date;
  function FixedDate(...args) {
    if (!new.target) return new RealDate(0).toString();
    return args.length === 0 ? new RealDate(0) : new RealDate(...args);
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = () => 0;
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  Object.defineProperty(RealDate.prototype, 'constructor', { value: FixedDate });
  G.Date = FixedDate;
  const refuse = function () { throw new EvalError('code made from strings (eval, new Function) is not allowed in a component'); };
  for (const f of [function () {}, function* () {}, async function () {}, async function* () {}])
    Object.defineProperty(Object.getPrototypeOf(f), 'constructor', { value: refuse });
  G.Function = refuse;
  G.eval = refuse;
})();
`;
