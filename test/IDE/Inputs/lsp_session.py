"""An editor's session with CLANGD (LSP over stdio) on FILE: open it, print
the diagnostics clangd publishes (`diag LINE SEVERITY MESSAGE`, then `count
N`), hover over the first occurrence of HOVER (`hover: ` and the first lines
of the answer), ask for completions right after the first occurrence of
COMPLETE (`complete: ` and the labels, sorted).
Usage: lsp_session.py CLANGD CDB_DIR FILE HOVER COMPLETE"""
import json
import subprocess
import sys

clangd, cdb, path, hover, complete = sys.argv[1:6]
proc = subprocess.Popen(
    [clangd, "--compile-commands-dir=" + cdb, "--background-index=0",
     "--log=error"],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
next_id = [1]


def send(msg):
    body = json.dumps(msg).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()


def receive():
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = proc.stdout.read(1)
        if not byte:
            sys.exit("clangd closed its output")
        header += byte
    length = int(header.split(b"Content-Length: ")[1].split(b"\r\n")[0])
    return json.loads(proc.stdout.read(length))


def request(method, params):
    rid = next_id[0]
    next_id[0] += 1
    send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
    while True:
        msg = receive()
        if msg.get("id") == rid:
            return msg.get("result")


def position(text, needle, after):
    at = text.index(needle) + (len(needle) if after else 0)
    line = text.count("\n", 0, at)
    return {"line": line, "character": at - (text.rfind("\n", 0, at) + 1)}


uri = "file://" + path
request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
with open(path) as f:
    text = f.read()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "cuda",
                                  "version": 1, "text": text}}})
try:
    while True:
        msg = receive()
        if msg.get("method") != "textDocument/publishDiagnostics":
            continue
        diags = msg["params"]["diagnostics"]
        for d in diags:
            print("diag", d["range"]["start"]["line"] + 1, d.get("severity"),
                  d["message"].splitlines()[0])
        print("count", len(diags))
        break
    doc = {"uri": uri}
    result = request("textDocument/hover",
                     {"textDocument": doc, "position": position(text, hover, False)})
    value = (result or {}).get("contents", {}).get("value", "")
    print("hover:", " | ".join(l for l in value.splitlines() if l.strip())[:300])
    result = request("textDocument/completion",
                     {"textDocument": doc,
                      "position": position(text, complete, True)})
    items = result.get("items", []) if isinstance(result, dict) else (result or [])
    print("complete:", " ".join(sorted(i["label"].strip() for i in items))[:600])
finally:
    proc.kill()
