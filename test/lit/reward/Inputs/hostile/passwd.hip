#include "/etc/passwd"
int main() { return 0; }
