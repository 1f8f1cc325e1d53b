#!/usr/bin/env python3
"""screenshots-x11.py hints | capture WINDOW OUT.png — the X11 side of
build-aux/screenshots (libX11 through ctypes, ImageMagick for the PNG).

hints: tell GTK that the window manager supports client-side shadows
(_GTK_FRAME_EXTENTS), as GNOME's does.  With a compositing manager running,
GTK then gives the window an alpha channel and draws its shadow and rounded
corners exactly as on a GNOME desktop.  The root window names itself as the
window manager's check window and lists the hint in _NET_SUPPORTED (no
window manager is needed for a still picture).

capture: the window's own pixels with their alpha, shadow included, as a
PNG with a transparent background.  (A capture of the screen would have
the shadow blended into the desktop behind it.)
"""
import ctypes
import ctypes.util
import subprocess
import sys

XA_ATOM = 4
XA_WINDOW = 33
PROP_MODE_REPLACE = 0
ALL_PLANES = 0xffffffffffffffff
Z_PIXMAP = 2


class XImage(ctypes.Structure):
    _fields_ = [('width', ctypes.c_int), ('height', ctypes.c_int),
                ('xoffset', ctypes.c_int), ('format', ctypes.c_int),
                ('data', ctypes.POINTER(ctypes.c_ubyte)),
                ('byte_order', ctypes.c_int), ('bitmap_unit', ctypes.c_int),
                ('bitmap_bit_order', ctypes.c_int), ('bitmap_pad', ctypes.c_int),
                ('depth', ctypes.c_int), ('bytes_per_line', ctypes.c_int),
                ('bits_per_pixel', ctypes.c_int),
                ('red_mask', ctypes.c_ulong), ('green_mask', ctypes.c_ulong),
                ('blue_mask', ctypes.c_ulong)]


class XWindowAttributes(ctypes.Structure):
    # Only the leading fields are read; the rest is room enough.
    _fields_ = [('x', ctypes.c_int), ('y', ctypes.c_int),
                ('width', ctypes.c_int), ('height', ctypes.c_int),
                ('border_width', ctypes.c_int), ('depth', ctypes.c_int),
                ('rest', ctypes.c_ubyte * 256)]


def open_x11():
    x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library('X11') or 'libX11.so.6')
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XChangeProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong,
                                    ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                         ctypes.POINTER(XWindowAttributes)]
    x11.XGetImage.restype = ctypes.POINTER(XImage)
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                              ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x11.XDestroyImage = None  # a macro; the data is freed with XFree
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    dpy = x11.XOpenDisplay(None)
    if not dpy:
        sys.exit('screenshots-x11: cannot open the display')
    return x11, dpy


def hints(x11, dpy):
    root = x11.XDefaultRootWindow(dpy)
    check = x11.XInternAtom(dpy, b'_NET_SUPPORTING_WM_CHECK', 0)
    supported = x11.XInternAtom(dpy, b'_NET_SUPPORTED', 0)
    frame = x11.XInternAtom(dpy, b'_GTK_FRAME_EXTENTS', 0)
    # Format 32 properties are arrays of C longs.
    win = (ctypes.c_ulong * 1)(root)
    x11.XChangeProperty(dpy, root, check, XA_WINDOW, 32, PROP_MODE_REPLACE, win, 1)
    atoms = (ctypes.c_ulong * 1)(frame)
    x11.XChangeProperty(dpy, root, supported, XA_ATOM, 32, PROP_MODE_REPLACE, atoms, 1)


def capture(x11, dpy, window, out):
    attrs = XWindowAttributes()
    if not x11.XGetWindowAttributes(dpy, window, ctypes.byref(attrs)):
        sys.exit('screenshots-x11: no window 0x%x' % window)
    if attrs.depth != 32:
        sys.exit('screenshots-x11: the window has no alpha channel (depth %d): '
                 'is a compositing manager running?' % attrs.depth)
    w, h = attrs.width, attrs.height
    image = x11.XGetImage(dpy, window, 0, 0, w, h, ALL_PLANES, Z_PIXMAP)
    if not image:
        sys.exit('screenshots-x11: cannot read the window')
    img = image.contents
    if img.bits_per_pixel != 32 or img.byte_order != 0:
        sys.exit('screenshots-x11: unexpected image format')
    data = ctypes.string_at(img.data, img.bytes_per_line * h)
    stride = img.bytes_per_line
    x11.XFree(img.data)
    x11.XFree(image)
    # Premultiplied BGRA (little endian ARGB32) to straight RGBA.
    rgba = bytearray(w * h * 4)
    for y in range(h):
        row = data[y * stride:y * stride + 4 * w]
        for x in range(w):
            b, g, r, a = row[4 * x:4 * x + 4]
            o = 4 * (y * w + x)
            if a == 0:
                continue
            if a < 255:
                r, g, b = (min(255, (c * 255 + a // 2) // a) for c in (r, g, b))
            rgba[o:o + 4] = bytes((r, g, b, a))
    subprocess.run(['/usr/bin/convert', '-size', '%dx%d' % (w, h), '-depth', '8', 'rgba:-',
                    '-strip', '-define', 'png:compression-level=9', out],
                   input=bytes(rgba), check=True)


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ('hints', 'capture') or \
       (sys.argv[1] == 'capture' and len(sys.argv) != 4):
        sys.exit(__doc__)
    x11, dpy = open_x11()
    if sys.argv[1] == 'hints':
        hints(x11, dpy)
    else:
        capture(x11, dpy, int(sys.argv[2], 0), sys.argv[3])
    x11.XCloseDisplay(dpy)


if __name__ == '__main__':
    main()
