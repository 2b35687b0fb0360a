"""Starts `cuda2hip reward --socket`, sends requests on two connections and
prints each record's id, reward and reason (reward.test)."""
import json
import os
import socket
import subprocess
import sys
import time

sock_path, program, good, args = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
server = subprocess.Popen(["cuda2hip", "reward", program, "--socket", sock_path, *args])
try:
    for _ in range(600):
        if os.path.exists(sock_path):
            break
        time.sleep(0.1)
    for conn_no, ids in enumerate([(1, 2), (3,)]):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(sock_path)
        reqs = [{"id": i, "candidate": good} if i != 2 else {"id": 2} for i in ids]
        s.sendall("".join(json.dumps(r) + "\n" for r in reqs).encode())
        f = s.makefile()
        for _ in ids:
            r = json.loads(f.readline())
            print("connection", conn_no, "id", r.get("id"), "reward", r["reward"], "reason", r["reason"])
        s.close()
finally:
    server.kill()
    server.wait()
