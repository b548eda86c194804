// Checks, without VS Code, that activating the extension starts the
// language client on `vdl lsp` for vdl documents, honouring the settings:
// the vscode module is replaced by a stub, the language client by a
// recorder.
const assert = require('assert');
const Module = require('module');

const settings = {};
const started = [];
const stubs = {
  vscode: { workspace: { getConfiguration: () => ({ get: (k) => settings[k] }) } },
  'vscode-languageclient/node': {
    LanguageClient: class {
      constructor(id, name, server, client) { Object.assign(this, { id, name, server, client }); }
      start() { started.push(this); return Promise.resolve(); }
      stop() { return Promise.resolve(); }
    },
  },
};
const load = Module._load;
Module._load = function (request, parent, isMain) {
  return request in stubs ? stubs[request] : load.call(this, request, parent, isMain);
};

const ext = require('../extension.js');
const context = { subscriptions: [] };
ext.activate(context);
assert.strictEqual(started.length, 1, 'one client started');
const c = started[0];
assert.deepStrictEqual(c.server.run, { command: 'vdl', args: ['lsp'] });
assert.deepStrictEqual(c.client.documentSelector[0], { scheme: 'file', language: 'vdl' });
assert.strictEqual(context.subscriptions.length, 1, 'the client is disposed with the extension');

settings.path = '/opt/vdl/bin/vdl';
settings.importRoot = '/home/me/variants';
assert.deepStrictEqual(ext.serverOptions(stubs.vscode.workspace.getConfiguration()).run,
  { command: '/opt/vdl/bin/vdl', args: ['lsp', '--import-root', '/home/me/variants'] });
console.log('ok: activation starts vdl lsp');
