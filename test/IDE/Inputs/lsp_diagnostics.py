"""Opens FILE in CLANGD as an editor would (LSP over stdio) and prints the
first diagnostics clangd publishes for it, one per line: `LINE SEVERITY
MESSAGE` (severity 1 = error, 2 = warning), then `count N`.
Usage: lsp_diagnostics.py CLANGD CDB_DIR FILE"""
import json
import subprocess
import sys

clangd, cdb, path = sys.argv[1:4]
proc = subprocess.Popen(
    [clangd, "--compile-commands-dir=" + cdb, "--background-index=0",
     "--log=error"],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


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


send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": {"processId": None, "rootUri": None, "capabilities": {}}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
with open(path) as f:
    text = f.read()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": "file://" + path, "languageId": "cuda",
                                  "version": 1, "text": text}}})
try:
    while True:
        msg = receive()
        if msg.get("method") != "textDocument/publishDiagnostics":
            continue
        diags = msg["params"]["diagnostics"]
        for d in diags:
            print(d["range"]["start"]["line"] + 1, d.get("severity"),
                  d["message"].splitlines()[0])
        print("count", len(diags))
        break
finally:
    proc.kill()
