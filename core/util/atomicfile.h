#pragma once

#include <QByteArray>
#include <QString>

namespace cm {

// Writes `bytes` to `path` through QSaveFile: the file appears whole or not
// at all, and an old file stays as it was until the new one is complete.
// False with `error` set to the system's reason on failure. Safe on any
// thread, so a rendered export can be written off the GUI thread.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

} // namespace cm
