// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "privilege/privileges.h"
#include "session/resumeplan.h"
#include "util/status.h"

#include <QCommandLineParser>

namespace cm {

// The options of `compressmark run` and how they become a Plan.
struct RunOptions
{
    Plan plan;
    QString sessionPath;            // where the session is saved
    QString chartPath;              // where the chart PNG goes
    QString appendPath;             // a session to add this drive to, when set
    bool appendMakesFile = false;   // --append names a file not there yet: the run makes it
    QString resumePath;             // a session whose last drive is completed, when set (the plan comes from it)
    ResumeConfirmation resumeGiven; // with --resume: the folders, copier and folder data sets given again
    QString comparePath;            // a published session whose plan this run measures with, when set
    Privileges privileges;          // the process's, with compressmark-helper switched off by --no-helper
    bool force = false;             // an existing --out that is not a session may be replaced
    bool json = false;
    bool quiet = false;

    // The file the session was loaded from (--resume, --append); empty for a new one.
    QString existingPath() const
    {
        return !resumePath.isEmpty() ? resumePath : appendMakesFile ? QString() : appendPath;
    }
};

void addRunOptions(QCommandLineParser &parser);

// Builds the options from a parsed command line, for a process with
// `privileges`. A failure is bad usage. The files the run writes are
// checked here, before anything is measured (checkOutputFiles(): folders
// writable, no links, no two the same, none the session read unless it is
// the one saved into), and an existing session file that is not a session
// is replaced only with --force. Defaults: the current folder as source,
// the first RAM disk with room as target, files named after the start time
// in the current folder.
Status runOptionsFrom(const QCommandLineParser &parser, const Privileges &privileges, RunOptions *options);

} // namespace cm
