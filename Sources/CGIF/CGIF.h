// giflib (Debian's libgif-dev), for writing animated GIFs. Errors come back as return codes.
#ifndef CGIF_H
#define CGIF_H
#include <gif_lib.h>
#endif
