#pragma once

#include "compression/loopimage.h"
#include "util/status.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cm {

// The side of CompressMark that is not root asking compressmark-helper,
// through pkexec, for what needs root: dropping every cache, and a loop
// image in a workspace. polkit asks for an administrator's password (kept
// for a few minutes); nothing here ever runs without the user seeing that.
namespace PrivilegedHelper {

// The installed helper (libexec/compressmark/ beside the program's bin/, or
// next to the program in a build tree); empty when there is none.
QString helperPath();

// Whether the helper and pkexec are both there; `whyNot` says which is missing.
bool isInstalled(QString *whyNot = nullptr);

// The user asked for the helper to be used without being asked each time
// (COMPRESSMARK_USE_HELPER=1): only then does CompressMark pick `drop` by
// itself, so tests and scripts never meet a password prompt.
bool isOptedIn();

// Runs `pkexec HELPER arguments...` and reads its one-line JSON reply.
Status run(const QStringList &arguments, QJsonObject *reply);

// What one run of the helper (through pkexec) meant: a refusal by polkit
// (exit 126), pkexec unable to start it or find an agent (127), the
// helper's own refusal (2) or failure (1) with its message, or its reply.
Status interpret(int exitCode, bool crashed, const QByteArray &standardOutput, const QByteArray &standardError,
                 QJsonObject *reply);

Status dropCaches();
Status createImage(const QString &workspace, const LoopImageSpec &spec, QJsonObject *reply);
Status removeImage(const QString &workspace);

} // namespace PrivilegedHelper
} // namespace cm
