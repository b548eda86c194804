// The vdl extension: starts the vdl language server (vdl lsp) for .vdl
// files. Highlighting comes from the TextMate grammar in syntaxes/.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

// serverOptions: the command the settings name (vdl.path, default vdl
// on PATH) with lsp and the import root, if set.
function serverOptions(config) {
  const command = config.get('path') || 'vdl';
  const args = ['lsp'];
  const root = config.get('importRoot');
  if (root) {
    args.push('--import-root', root);
  }
  return { run: { command, args }, debug: { command, args } };
}

function activate(context) {
  const config = vscode.workspace.getConfiguration('vdl');
  client = new LanguageClient('vdl', 'vdl language server', serverOptions(config), {
    documentSelector: [{ scheme: 'file', language: 'vdl' }, { scheme: 'untitled', language: 'vdl' }],
  });
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, serverOptions };
