#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// A folder CompressMark creates for itself and is the only place it writes
// to on the drive under test (and on the target). It carries a marker file;
// removal refuses any folder without one.
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
    void keep() { m_path.clear(); }

    static bool hasMarker(const QString &folder);
    // Removes a workspace this object does not own (one a killed run left),
    // the same way: refused without the marker, links never followed.
    static Status removeMarkedFolder(const QString &folder);

private:
    QString m_path;
};

} // namespace cm
