// Reaches the shell through a name the text check does not know: the
// sandbox is what stops it.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#define RUN(cmd) std::sys##tem(cmd)
int main() {
  int a = RUN("echo escaped > /tmp/c2h-reward-escaped; echo escaped > \"$C2H_ESCAPE_PROBE\"");
  int b = RUN("python3 -c 'import socket; socket.create_connection((\"1.1.1.1\", 80), 2)'");
  // 11 where both failed: the reference prints the sum here.
  std::printf("sum %d\n", (a != 0) * 10 + (b != 0));
  std::printf("PASS\n");
  return 0;
}
