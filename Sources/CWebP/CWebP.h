// libwebp (Debian's libwebp-dev): the encoder and the animation encoder of libwebpmux.
#ifndef CWEBP_H
#define CWEBP_H
#include <webp/encode.h>
#include <webp/mux.h>
#endif
