// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QList>
#include <QString>

#include <optional>

namespace cm {

// The file-level work a run times (the articles timed all of it).
enum class Operation {
    Read,   // drive -> RAM disk: the articles' main test
    Write,  // RAM disk -> drive, until the data is durable
    Copy,   // within the drive, until durable (cp -rp)
    Delete, // remove a copy of the data set from the drive, until durable
    Pack,   // store the data set into one uncompressed tar file on the drive, until durable
    Unpack, // extract that tar file on the drive, until durable
    // --ops smallfiles: the data set read like `read`, reported in files/s
    // too, next to 4 KiB random reads of one file holding the same bytes.
    SmallFiles,
    RandomReadsDepth1,
    RandomReadsDepth32,
    // The same file read from start to end with O_DIRECT in large blocks:
    // the drive's own sequential limit, next to which a big-file read is seen.
    SequentialDirect,
};

inline constexpr EnumNames<Operation, 10> OperationNames{{
    {Operation::Read, "read"},
    {Operation::Write, "write"},
    {Operation::Copy, "copy"},
    {Operation::Delete, "delete"},
    {Operation::Pack, "pack"},
    {Operation::Unpack, "unpack"},
    {Operation::SmallFiles, "smallfiles"},
    {Operation::RandomReadsDepth1, "random4k-qd1"},
    {Operation::RandomReadsDepth32, "random4k-qd32"},
    {Operation::SequentialDirect, "sequential-direct"},
}};

QString operationName(Operation operation);

// Whether the timed step (or what it stages) writes files on the drive:
// write, copy, delete, pack and unpack; the reads only read there.
bool writesOnTheDrive(Operation operation);
// Random reads read 4 KiB at a time from the data set joined into one file.
constexpr qint64 RandomReadBytes = 4096;
// The drive's limits a small-file or big-file result is seen against.
bool measuresDriveLimit(Operation operation);
// The smallest data set `operation` can time: a random read needs a whole
// read's bytes; the rest take any size.
qint64 smallestDataSetBytes(Operation operation);

// The operation a name from operationName() stands for.
std::optional<Operation> operationFromName(const QString &name);

// Parses "read,write,copy,delete,pack,unpack,smallfiles" or any other of
// OperationNames ("read,sequential-direct": a big-file read beside the
// drive's own limit), each once in the order named; false with `error` set
// on an unknown name. What smallfiles brings along is the plan's
// normalisation (withBroughtOperations()).
bool parseOperations(const QString &text, QList<Operation> *operations, QString *error);

} // namespace cm
