// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QList>
#include <QString>

namespace cm {

// A file a command or a window is about to write.
struct OutputFile
{
    QString name; // how the user named it, for messages ("--out"); may be empty
    QString path;
};

// Checks, before anything is measured or rendered, that `output.path` can
// be written and that writing it destroys nothing it should not:
// - its folder exists and this process may create files in it;
// - it is not a folder, a device, a named pipe or a socket;
// - it is not a symbolic link: an output never follows one (a link planted
//   in a shared folder such as /tmp would have the file written over its
//   target), and replacing the link itself would surprise its owner;
// - an existing file may be replaced: it is writable, and in a sticky
//   folder it is this user's (or the folder is).
// The file is written later with writeFileAtomically(), which never
// follows a link either, so a link planted after the check changes nothing.
Status checkOutputFile(const OutputFile &output);

// checkOutputFile() for each output, then that no two of them are the same
// file, and that none is one of `inputs` (files the command reads and must
// not replace): the same path once made absolute and clean, the same
// folder entry reached through linked folders, or the same existing file
// under another name (a hard link, a link to it).
Status checkOutputFiles(const QList<OutputFile> &outputs, const QList<OutputFile> &inputs = {});

// Whether `a` and `b` name the same file in the sense of checkOutputFiles().
bool isSameFile(const QString &a, const QString &b);

// The refusal of `output` for `what`: "--out: what" for an option,
// "cannot write PATH: what" for a file without one (one a window asked for).
Status refuseOutput(const OutputFile &output, const QString &what);

} // namespace cm
