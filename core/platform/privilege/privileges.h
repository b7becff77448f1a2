// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace cm {

// What this process may do that needs root, captured once when the program
// starts (ofThisProcess()) and handed to everything that decides by it: the
// cache mode, loop images, how on-disk sizes are measured, the preflight,
// the release of a killed run's loop image. Nothing else asks the system
// whether it runs as root (compressmark-helper checks that for itself).
// Tests build one to see the decisions of a process that is not root while
// running as root; a default value is not root, with the helper installed
// and allowed.
struct Privileges
{
    bool root = false;              // the effective user is root
    bool helperSwitchedOff = false; // the user said no: COMPRESSMARK_USE_HELPER=0 or `run --no-helper`
    QString helperMissing;          // why compressmark-helper cannot be started (no helper, no pkexec); empty: it can

    // Set to 0, it switches the helper off for a process and its children;
    // on Windows, "always" has an elevated process use it too.
    static constexpr const char *UseHelperVariable = "COMPRESSMARK_USE_HELPER";

    // The effective user, the environment and the installed helper, now.
    static Privileges ofThisProcess();

    // The same with compressmark-helper switched off (`run --no-helper`).
    Privileges withoutHelper() const;

    // Whether a process that is not root may ask compressmark-helper:
    // installed and not switched off.
    bool helperUsable() const { return !helperSwitchedOff && helperMissing.isEmpty(); }
    // Why not, in one short sentence; empty when it may.
    QString whyNoHelper() const;
    // Root, or compressmark-helper standing in for it.
    bool mayActAsRoot() const { return root || helperUsable(); }
};

} // namespace cm

Q_DECLARE_METATYPE(cm::Privileges)
