// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QString>

namespace cm {

// Which copier measures (the copier shapes the result; article 002): the
// --copier option's value.
struct CopierChoice
{
    enum class Kind {
        Serial,   // one thread, one file after another through one kept buffer
        Parallel, // N files in flight
        Kernel,   // copy_file_range / sendfile; CopyFileEx on Windows
        ReadOnly, // read and discard, no target writes
        External, // the user's own program
        Robocopy, // Windows' robocopy, as the articles ran it
        Uring,    // Linux's io_uring: many files in flight from one thread, as a drive's own queue takes them
    };
    static constexpr EnumNames<Kind, 7> KindNames{{
        {Kind::Serial, "serial"},
        {Kind::Parallel, "parallel"},
        {Kind::Kernel, "kernel"},
        {Kind::ReadOnly, "readonly"},
        {Kind::External, "external"},
        {Kind::Robocopy, "robocopy"},
        {Kind::Uring, "uring"},
    }};
    // The longest command an external copier may have: far beyond any real
    // one, and within what a session stores of a text.
    static constexpr qsizetype LongestCommand = 4096;

    Kind kind = Kind::Serial;
    int threads = 0; // Parallel, Robocopy, Uring: files in flight, 0 for the default
    QString command; // External: the command line

    // "serial", "parallel:16", "robocopy:8", "uring:64", "external:cp -rp", ...
    QString name() const;

    // Parses a --copier value; false with `error` set when it is not one.
    static bool parse(const QString &text, CopierChoice *choice, QString *error);
};

} // namespace cm
