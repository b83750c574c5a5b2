/* render_lab.c */
#include "render_impl.h"
