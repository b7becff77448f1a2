// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fs/heldfolder.h"
#include "util/status.h"

#include <QString>

namespace cm {

// A folder CompressMark creates for itself and is the only place it writes
// to on the drive under test (and on the target). It carries a marker file;
// removal refuses any folder without one. On Linux it is held open from the
// moment it is made (HeldFolder): whatever the run creates in it is created
// beneath that descriptor, and it is emptied through it, wherever someone
// who can write to its parent renames it or what they put in its place.
class Workspace
{
public:
    static constexpr const char *MarkerName = ".compressmark-workspace";

    // Creates a new, uniquely named folder `<parent>/<prefix>-XXXXXX`.
    static Status create(const QString &parent, const QString &prefix, Workspace *workspace);

    Workspace() = default;
    Workspace(const Workspace &) = delete;
    Workspace &operator=(const Workspace &) = delete;
    Workspace(Workspace &&other) noexcept;
    Workspace &operator=(Workspace &&other) noexcept;
    ~Workspace();

    bool isValid() const { return !m_path.isEmpty(); }
    const QString &path() const { return m_path; }
    QString filePath(const QString &relative) const;

    // Removes the folder and all in it. Refuses a folder without the marker.
    Status remove();
    // Leaves the folder, marker and all, for `compressmark clean`; the
    // object lets go of it.
    void keep();

    static bool hasMarker(const QString &folder);
    // Removes a workspace this object does not own (one a killed run left),
    // the same way: refused without the marker, links never followed.
    static Status removeMarkedFolder(const QString &folder);

private:
    // `prefix`, a dash and six random letters or digits.
    static QString randomName(const QString &prefix);
    // Removes this object's folder, marker last (each system's own way).
    Status removeFolder();

    QString m_path;
    HeldFolder m_held;
};

} // namespace cm
