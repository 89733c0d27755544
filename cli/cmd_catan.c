#include "cli.h"
int cmd_catan(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int cmd_board(int argc, char **argv) { (void)argc; (void)argv; return 0; }
