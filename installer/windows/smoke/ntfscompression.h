// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// What Windows says about a file's NTFS compression: whether it can read and
// set it, and the size the file takes. Under wine it cannot: the smoke
// program prints this as a note, not as a check.
QString describeNtfsCompression(const QString &path);
