#!/usr/bin/env python3
"""check-needed.py PROGRAM LIB... — fails when the ELF file PROGRAM
names one of the LIBs (a prefix of a file name, e.g. "libstrophe") among
the libraries it needs (DT_NEEDED): those are loaded at every start.
The `terraces` program loads network play as a module on first use
(src/app/terr-net-lazy.c), so it must not need the network libraries."""
import struct
import sys


def needed(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:4] != b'\x7fELF' or data[4] != 2:
        raise SystemExit(f'{path}: not a 64-bit ELF file')
    end = '<' if data[5] == 1 else '>'
    shoff, = struct.unpack_from(end + 'Q', data, 0x28)
    shentsize, shnum = struct.unpack_from(end + 'HH', data, 0x3a)
    sections = [struct.unpack_from(end + 'IIQQQQIIQQ', data, shoff + i * shentsize)
                for i in range(shnum)]
    SHT_DYNAMIC, DT_NULL, DT_NEEDED = 6, 0, 1
    names = []
    for sec in sections:
        if sec[1] != SHT_DYNAMIC:
            continue
        strtab = sections[sec[6]]          # sh_link: the dynamic string table
        str_off = strtab[4]
        for off in range(sec[4], sec[4] + sec[5], 16):
            tag, val = struct.unpack_from(end + 'qQ', data, off)
            if tag == DT_NULL:
                break
            if tag == DT_NEEDED:
                start = str_off + val
                names.append(data[start:data.index(b'\0', start)].decode())
    return names


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    program, libs = sys.argv[1], sys.argv[2:]
    names = needed(program)
    if not names:
        raise SystemExit(f'{program}: no DT_NEEDED entry read (not a dynamic program?)')
    bad = [n for n in names if any(n.startswith(lib) for lib in libs)]
    print(f'{program} needs: {" ".join(names)}')
    if bad:
        raise SystemExit(f'{program} loads at every start what it should load on first use: {" ".join(bad)}')


main()
