// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace cm::test {

// A hash over every entry's name and every file's content below `root`, in
// walk order: equal for equal trees.
QByteArray treeHash(const QString &root);

// The content of the file at the native `path`, whatever bytes its name
// holds (QFile's names are Unicode); the test fails when it cannot be read.
QByteArray nativeFileContent(const QByteArray &path);

// SHA-256 of one file's content (the test fails when it cannot be read).
QByteArray fileHash(const QString &path);

// `size` bytes of seeded noise, which no compressor shrinks.
QByteArray randomBytes(qsizetype size, quint64 seed);

// Writes `content` into a new file at `path`, making its folders.
void writeFile(const QString &path, const QByteArray &content);

} // namespace cm::test
