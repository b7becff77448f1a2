#include "sessionfile.h"

#include "session/sessionjson.h"

#include <QJsonDocument>
#include <QSaveFile>

namespace cm {

Status saveSession(const Session &session, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Status::failure(QStringLiteral("cannot save session %1: %2").arg(path, file.errorString()));
    file.write(QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return Status::failure(QStringLiteral("cannot save session %1: %2").arg(path, file.errorString()));
    return Status::ok();
}

} // namespace cm
