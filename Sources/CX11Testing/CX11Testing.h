// The X extensions only the tests use: X-Resource (how many resources a client holds, for the
// leak tests) and XTest (real key presses from the server's input queue). Test targets import
// this module; the app does not, so the release binary links neither libXRes nor libXtst.
#ifndef CX11_TESTING_H
#define CX11_TESTING_H

#include <X11/Xlib.h>
#include <X11/extensions/XRes.h>
#include <X11/extensions/XTest.h>

#endif
