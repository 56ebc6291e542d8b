"use strict";
// Starts `dialogc lsp` for the workspace's dialog specs. Everything the editor shows comes from
// the server; the extension only starts it and shows the one custom request, the preview.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

/** The server command from the settings: `dialogc lsp --check-delay MS`. */
function serverOptions(settings) {
  const command = settings.get("server.path", "dialogc");
  const args = ["lsp", "--check-delay", String(settings.get("server.checkDelay", 50))];
  return { command, args, transport: TransportKind.stdio };
}

function start() {
  const settings = vscode.workspace.getConfiguration("dialogc");
  // Only the spec files: other JSON (package.json, render plans) is no spec and would be checked as one.
  const documentSelector = settings.get("specs", ["**/Specs/**/*.json"]).map((pattern) => ({ scheme: "file", language: "json", pattern }));
  client = new LanguageClient("dialogc", "dialogc", serverOptions(settings), { documentSelector });
  return client.start();
}

async function stop() {
  if (client) {
    const running = client;
    client = undefined;
    await running.stop();
  }
}

/** Shows `dialogc/preview`'s SVG of the dialog at the cursor beside the text. */
async function preview() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !client) {
    return;
  }
  const result = await client.sendRequest("dialogc/preview", {
    textDocument: { uri: editor.document.uri.toString() },
    position: client.code2ProtocolConverter.asPosition(editor.selection.active),
  });
  const panel = vscode.window.createWebviewPanel("dialogcPreview", `${result.dialog} on ${result.device}`, vscode.ViewColumn.Beside, {});
  // The SVG is the server's own drawing; the webview runs no script, so none is allowed.
  panel.webview.html = `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"></head><body>${result.svg}</body></html>`;
}

function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand("dialogc.preview", () => preview().catch((error) => vscode.window.showErrorMessage(`dialogc: ${error.message}`))),
    vscode.commands.registerCommand("dialogc.restart", async () => {
      await stop();
      await start();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("dialogc")) {
        await stop();
        await start();
      }
    }),
  );
  return start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate };
