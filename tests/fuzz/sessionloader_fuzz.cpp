// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the session loader: any bytes must give a session or
// a message, never a crash, a hang or a leak. A loaded session must save and
// load again to the same document (docs/SESSION-FORMAT.md: unknown fields kept).
#include "session/sessionjson.h"
#include "session/sessionreader.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cm;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    Session session;
    const Status status = sessionFromJson(bytes, QStringLiteral("fuzz"), &session);
    if (!status) {
        if (status.message().isEmpty())
            __builtin_trap(); // a refusal always says why
        return 0;
    }
    const QByteArray saved = QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Compact);
    Session again;
    if (!sessionFromJson(saved, QStringLiteral("fuzz-saved"), &again))
        __builtin_trap(); // what was loaded must load again once saved
    if (QJsonDocument(sessionToJson(again)).toJson(QJsonDocument::Compact) != saved)
        __builtin_trap(); // and save to the same document
    return 0;
}
