/* The serial version, which another build makes: it has its own main. */
int main(void) { return 0; }
