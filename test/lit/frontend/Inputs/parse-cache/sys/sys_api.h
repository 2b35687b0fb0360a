/* A system library header: the parse cache holds it. */
#ifndef SYS_API_H
#define SYS_API_H
int sysval(int);
#endif
