#!/usr/bin/env python3
"""Writes a seeded corpus of dialog spec files (format v1) for the benchmark.

    Benchmarks/generate_corpus.py --seed 1 --dialogs 10000 --files 100 --out /tmp/corpus

The corpus looks like what a team keeps in a repository: files of very different sizes in
feature folders, every dialog type, English, Chinese, Japanese and Korean texts, styles,
presentations, suppressions, mostly pretty-printed (2 spaces, 4 spaces or tabs), some files
with \\uXXXX escapes for every non-ASCII character, and a few percent of files with the
mistakes people make (unknown keys, bad enum values, two cancel buttons, duplicate keys and
ids, wrong types, a trailing comma, ...).

The same arguments always write the same bytes (the generator uses its own seeded random
numbers and no hash ordering). Dialog ids are unique across the corpus, so every file that
was not given a mistake validates cleanly; `--error-rate 0` writes a corpus `dialogc generate`
and `dialogc plan` accept. The script prints one JSON line describing what it wrote.
"""

import argparse
import json
import os
import random
import shutil
import sys

# ---------------------------------------------------------------------------------------------
# Texts

LATIN_TITLES = [
    "Delete Photo", "Sign Out", "Turn On Notifications", "Remove Download", "Discard Changes",
    "Update Available", "Session Expired", "Leave Group", "Unsubscribe from Newsletter",
    "Clear Search History", "Allow Location Access", "Save Draft", "Report This Post",
    "Block Contact", "Cancel Subscription", "Reset Password", "Connection Lost", "Payment Failed",
    "Export Report", "Choose a Time", "Rename Folder", "Add a Comment", "Storage Almost Full",
    "Enable Face ID", "Move to Trash", "Restore Purchases", "Share Location", "Mute Conversation",
]
LATIN_MESSAGES = [
    "This photo will be deleted from all your devices.",
    "You can download this episode again later.",
    "Get a reminder when someone replies to you.",
    "Your changes have not been saved. If you leave now, they will be lost.",
    "Sign in again to continue.",
    "A new version with bug fixes and performance improvements is ready to install.",
    "Other members will no longer see your messages.",
    "We could not reach the server. Check your connection and try again.",
    "Your card was declined. Use another payment method or contact your bank.",
    "Only people you share this folder with can see it.",
    "Saved",
    "Copied to clipboard",
    "Your changes have been saved.",
    "Message sent",
    "You are offline. Some features are unavailable.",
    "Items in the trash are deleted after 30 days.",
    "Enter the name shown on your card, exactly as it is printed.",
    "Use 8 or more characters with a mix of letters, numbers and symbols.",
]
LATIN_BUTTONS = [
    "Delete", "Remove", "Sign Out", "Turn On", "Not Now", "Save", "Discard", "Update", "Later",
    "Leave", "Block", "Report", "Try Again", "Continue", "Done", "Allow", "Share", "Rename",
    "Move", "Restore", "Mute", "Export", "Submit", "Send", "Open Settings", "Keep Editing",
]
LATIN_OPTIONS = [
    "Morning", "Afternoon", "Evening", "Small", "Medium", "Large", "PDF", "Word", "Excel", "CSV",
    "Plain Text", "Image", "Every day", "Every week", "Never", "English", "Deutsch", "Français",
    "1 hour", "8 hours", "1 day", "Until I turn it back on",
]
CJK_TITLES = [
    "退出登录", "删除照片", "驳回申诉", "网络不可用", "清除缓存", "保存草稿", "确认支付", "举报此内容",
    "开启通知", "选择时间段", "修改昵称", "账号已在其他设备登录", "ログアウト", "写真を削除しますか",
    "変更を保存", "로그아웃", "사진 삭제",
]
CJK_MESSAGES = [
    "退出后不会删除任何历史数据，下次登录依然可以使用本账号",
    "网络不可用，请稍后再试",
    "照片将从您的所有设备中删除，此操作无法撤销。",
    "请您输入您对处理结果的评价，最多128个字",
    "已保存", "已复制", "发送成功", "支付失败，请更换支付方式或联系发卡行。",
    "您的账号于今天 09:41 在另一台设备上登录。如非本人操作，请立即修改密码。",
    "保存しました", "変更内容は保存されていません。", "저장되었습니다", "네트워크에 연결할 수 없습니다.",
]
CJK_BUTTONS = ["确定", "删除", "退出登录", "保存", "提交", "重试", "举报", "开启", "稍后", "好的",
               "保存", "削除", "確認", "삭제", "확인"]
CJK_OPTIONS = ["早晨", "中午", "下午", "晚上", "小", "中", "大", "每天", "每周", "从不", "简体中文", "繁體中文",
               "日本語", "한국어"]
CANCEL_TITLES = ["Cancel", "Cancel", "Cancel", "取消", "取消", "キャンセル", "취소", "Close", "关闭"]
PLACEHOLDERS = ["Folder name", "Add a comment", "Your name", "Password", "请输入昵称", "请输入您的意见",
                "メールアドレス", "이름"]
# Seasoning a few texts gets: characters JSON must escape, and characters outside the BMP.
SEASONING = [' "quoted"', " back\\slash", "\nSecond line.", "\ttabbed", " 😀", " 👍🏽", " café", " ✓"]

DIALOG_WORDS = ["logout", "delete-photo", "save-draft", "network-error", "payment", "report", "notify",
                "rename", "leave-group", "time-of-day", "export", "share", "block", "mute", "restore",
                "appeal", "password", "comment", "nickname", "storage", "update", "trash", "location"]
BUTTON_WORDS = ["ok", "done", "confirm", "delete", "remove", "save", "discard", "retry", "later", "allow",
                "submit", "send", "share", "report", "block", "open-settings", "keep-editing", "rename"]
FEATURES = ["account", "camera", "checkout", "chat", "feed", "onboarding", "profile", "search", "settings",
            "sharing", "storage", "support"]

# The lint rules a spec may suppress (Schemas/dialogspec.schema.json, $defs.suppression.rule).
SUPPRESSIBLE = ["alert-too-many-buttons", "button-title-style", "cancel-title", "destructive-needs-cancel",
                "generic-title", "ok-not-informational", "sheet-missing-cancel", "style-ignored-by-system",
                "text-overflow", "title-too-long", "toast-too-short", "unbounded-text-input", "yes-no-buttons"]

DIALOG_TYPES = [("alert", 35), ("actionSheet", 20), ("toast", 20), ("picker", 10), ("textInput", 15)]


class Pairs(list):
    """An object written from (key, value) pairs, so a spec can hold a duplicate key on purpose."""


class Generator:
    def __init__(self, seed, error_rate):
        self.random = random.Random(seed)
        self.error_rate = error_rate
        self.dialog_count = 0
        self.ids = []  # every dialog id written so far, for a duplicate-id mistake

    # Random helpers --------------------------------------------------------------------------

    def chance(self, p):
        return self.random.random() < p

    def pick(self, items):
        return items[self.random.randrange(len(items))]

    def weighted(self, pairs):
        total = sum(w for _, w in pairs)
        roll = self.random.uniform(0, total)
        for item, weight in pairs:
            roll -= weight
            if roll <= 0:
                return item
        return pairs[-1][0]

    def text(self, latin, cjk, cjk_share):
        value = self.pick(cjk) if self.chance(cjk_share) else self.pick(latin)
        if self.chance(0.04):
            value += self.pick(SEASONING)
        return value

    def color(self):
        digits = "%06X" % self.random.randrange(0x1000000)
        if self.chance(0.3):
            digits += "%02X" % self.random.randrange(256)
        return "#" + (digits.lower() if self.chance(0.2) else digits)

    # Dialogs ---------------------------------------------------------------------------------

    def dialog_id(self):
        self.dialog_count += 1
        word = self.pick(DIALOG_WORDS)
        # Words have no digits, so the counter keeps ids apart as Swift names too.
        style = self.random.randrange(3)
        if style == 0:
            new_id = "%s-%d" % (word, self.dialog_count)
        elif style == 1:
            new_id = "%s_%d" % (word.replace("-", "_"), self.dialog_count)
        else:
            parts = word.split("-")
            new_id = parts[0] + "".join(p.capitalize() for p in parts[1:]) + str(self.dialog_count)
        self.ids.append(new_id)
        return new_id

    def buttons(self, count, cjk_share, cancel, allow_preferred, cancel_last=False, allow_destructive=True):
        cancel_index = -1
        if cancel:
            cancel_index = count - 1 if cancel_last or self.chance(0.5) else 0
        preferred_index = -1
        if allow_preferred and self.chance(0.4):
            preferred_index = self.pick([i for i in range(count) if i != cancel_index] or [-1])
        used = set()
        buttons = []
        for index in range(count):
            if index == cancel_index:
                button_id = "cancel"
            else:
                button_id = self.pick(BUTTON_WORDS)
                while button_id in used or button_id == "cancel":
                    button_id = "%s-%d" % (self.pick(BUTTON_WORDS), index + 2)
            used.add(button_id)
            button = {"id": button_id}
            if index == cancel_index:
                button["title"] = self.pick(CANCEL_TITLES)
                button["style"] = "cancel"
            else:
                button["title"] = self.text(LATIN_BUTTONS, CJK_BUTTONS, cjk_share)
                if allow_destructive and self.chance(0.15):
                    button["style"] = "destructive"
                elif self.chance(0.1):
                    button["style"] = "default"
            if index == preferred_index:
                button["preferred"] = True
            if self.chance(0.1):
                button["color"] = self.color()
            buttons.append(button)
        return buttons

    def style(self):
        style = {}
        if self.chance(0.5):
            style["titleFont"] = {"size": self.pick([15, 16, 17, 18, 20]),
                                  "weight": self.pick(["regular", "medium", "semibold", "bold"])}
        if self.chance(0.4):
            font = {"size": self.pick([13, 14, 15, 15.5, 16])}
            if self.chance(0.5):
                font["weight"] = self.pick(["regular", "medium"])
            style["messageFont"] = font
        for key in ["titleColor", "messageColor", "lineColor", "backgroundColor", "coverColor"]:
            if self.chance(0.35):
                style[key] = self.color()
        if self.chance(0.4):
            style["textAlignment"] = self.pick(["left", "center", "right"])
        if self.chance(0.4):
            style["cornerRadius"] = self.pick([0, 4, 8, 10, 12, 14.5, 16])
        return style

    def presentation(self, dialog_type, renderer, show_type):
        presentation = {}
        show = {}
        if show_type is not None:
            show["type"] = show_type
        if self.chance(0.5):
            show["animation"] = self.pick(["fade", "spring", "slide", "none"])
        if self.chance(0.4):
            show["duration"] = self.pick([0, 0.2, 0.25, 0.3, 0.4, 0.5, 1])
        if self.chance(0.35):
            show["coverAlpha"] = self.pick([0, 0.2, 0.3, 0.4, 0.5, 0.6])
        if show:
            presentation["show"] = show
        if self.chance(0.35):
            effective = show_type or ("fromBottom" if dialog_type in ("actionSheet", "picker") else "center")
            hide = {"showType": effective}
            if self.chance(0.6):
                hide["duration"] = self.pick([0.1, 0.2, 0.3])
            presentation["hide"] = hide
        if self.chance(0.3):
            presentation["dismissOnCoverTap"] = self.chance(0.5)
        if renderer is not None:
            presentation["renderer"] = renderer
        return presentation

    @staticmethod
    def keep_settings_effective(dialog, presentation):
        """Leaves out what the rules of issue 13 reject in a valid spec: a duration that 'animation:
        none' ignores, and a cover tap with no result. Drawing no random number here keeps every
        other byte of the corpus as it was."""
        show = presentation.get("show", {})
        if show.get("animation") == "none":
            show.pop("duration", None)
            presentation.get("hide", {}).pop("duration", None)
        buttons = dialog.get("buttons") or []
        if presentation.get("dismissOnCoverTap") and buttons and not any(b.get("style") == "cancel" for b in buttons):
            presentation["coverTapResult"] = buttons[0]["id"]

    def dialog(self):
        dialog_type = self.weighted(DIALOG_TYPES)
        cjk_share = self.pick([0.0, 0.3, 0.8])
        dialog = {"id": self.dialog_id(), "type": dialog_type}
        renderer = None
        show_type = self.pick([None, None, None, "center", "fromBottom"])
        if dialog_type == "alert":
            dialog["title"] = self.text(LATIN_TITLES, CJK_TITLES, cjk_share)
            if self.chance(0.15):
                dialog["subtitle"] = self.text(LATIN_TITLES, CJK_TITLES, cjk_share)
            if self.chance(0.8):
                dialog["message"] = self.text(LATIN_MESSAGES, CJK_MESSAGES, cjk_share)
            count = self.weighted([(1, 25), (2, 55), (3, 15), (4, 5)])
            dialog["buttons"] = self.buttons(count, cjk_share, cancel=count > 1 and self.chance(0.8),
                                             allow_preferred=True)
            if self.chance(0.1):
                dialog["autoHide"] = self.pick([3, 5, 10])
            renderer = self.pick([None, None, None, "system", "custom"])
        elif dialog_type == "actionSheet":
            if self.chance(0.7):
                dialog["title"] = self.text(LATIN_TITLES, CJK_TITLES, cjk_share)
            if self.chance(0.5):
                dialog["message"] = self.text(LATIN_MESSAGES, CJK_MESSAGES, cjk_share)
            choices = self.weighted([(1, 15), (2, 35), (3, 25), (4, 12), (5, 8), (6, 5)])
            has_cancel = self.chance(0.85)
            dialog["buttons"] = self.buttons(choices + (1 if has_cancel else 0), cjk_share, cancel=has_cancel,
                                             allow_preferred=False, cancel_last=True)
            if self.chance(0.2):
                dialog["limits"] = {"maxOptions": self.random.randint(choices, 6)}
            renderer = self.pick([None, None, None, "system", "custom"])
        elif dialog_type == "toast":
            if self.chance(0.2):
                dialog["title"] = self.text(LATIN_TITLES, CJK_TITLES, cjk_share)
            dialog["message"] = self.text(LATIN_MESSAGES, CJK_MESSAGES, cjk_share)
            if self.chance(0.6):
                dialog["autoHide"] = self.pick([1.5, 2, 2.5, 3, 4, 5])
            renderer = self.pick([None, None, "custom"])
        elif dialog_type == "picker":
            if self.chance(0.7):
                dialog["title"] = self.text(LATIN_TITLES, CJK_TITLES, cjk_share)
            options = []
            for _ in range(self.weighted([(2, 15), (3, 30), (4, 20), (6, 15), (10, 10), (24, 10)])):
                options.append(self.text(LATIN_OPTIONS, CJK_OPTIONS, cjk_share))
            dialog["options"] = options
            if self.chance(0.6):
                dialog["selectedIndex"] = self.random.randrange(len(options))
            dialog["buttons"] = self.buttons(2, cjk_share, cancel=self.chance(0.8), allow_preferred=True,
                                             allow_destructive=False)
            if self.chance(0.2):
                dialog["limits"] = {"maxOptions": self.random.randint(len(options), 30)}
            renderer = self.pick([None, None, "custom"])
        else:  # textInput
            dialog["title"] = self.text(LATIN_TITLES, CJK_TITLES, cjk_share)
            if self.chance(0.5):
                dialog["message"] = self.text(LATIN_MESSAGES, CJK_MESSAGES, cjk_share)
            multiline = self.chance(0.35)
            text_input = {}
            if self.chance(0.7):
                text_input["placeholder"] = self.pick(PLACEHOLDERS)
            max_length = self.pick([8, 20, 32, 64, 128, 200])
            if self.chance(0.3):
                text_input["initialText"] = self.pick(["Untitled", "New Folder", "草稿", "Hi", "名前"])[:max_length]
            if multiline or self.chance(0.3):
                text_input["multiline"] = multiline
            if not multiline and self.chance(0.25):
                text_input["secure"] = True
            if self.chance(0.5):
                text_input["required"] = self.chance(0.7)
            dialog["input"] = text_input
            if self.chance(0.8):
                dialog["limits"] = {"maxLength": max_length}
            count = self.weighted([(1, 10), (2, 80), (3, 10)])
            dialog["buttons"] = self.buttons(count, cjk_share, cancel=count > 1, allow_preferred=True)
            if multiline or show_type == "fromBottom":
                renderer = "custom"  # the system alert has single-line fields, shown centered
            else:
                renderer = self.pick([None, None, "system", "custom"])
        presentation = self.presentation(dialog_type, renderer, show_type)
        self.keep_settings_effective(dialog, presentation)
        if presentation:
            dialog["presentation"] = presentation
        if self.chance(0.35):
            dialog["style"] = self.style()
        if self.chance(0.05):
            dialog["suppressions"] = [{"rule": self.pick(SUPPRESSIBLE),
                                       "reason": self.pick(["the design system asks for it", "设计稿如此",
                                                            "legacy copy, kept until the redesign"])}]
        return dialog

    # Mistakes --------------------------------------------------------------------------------

    def spoil(self, spec):
        """Puts one mistake people make into `spec`; returns its kind (or 'syntax' for broken JSON)."""
        dialogs = spec["dialogs"]
        dialog = self.pick([d for d in dialogs if isinstance(d, dict)] or [spec["dialogs"][0]])
        if isinstance(dialog, Pairs):
            return "duplicate-key"  # every dialog already has a mistake of its own
        kind = self.pick(["unknown-key", "unknown-key", "bad-enum", "bad-enum", "duplicate-cancel", "duplicate-key",
                          "missing-key", "type-mismatch", "bad-color", "duplicate-id", "hide-mismatch",
                          "option-cap", "selected-index", "secure-multiline", "renderer", "collision",
                          "initial-text", "unknown-suppression", "syntax"])
        buttons = dialog.get("buttons")
        if kind == "unknown-key":
            typo = self.pick([("titel", "title"), ("mesage", "message"), ("butons", "buttons"), ("styel", "style"),
                              ("presentaton", "presentation"), ("autohide", "autoHide")])
            replace_key(dialog, typo[1], typo[0], default="Oops")
        elif kind == "bad-enum":
            if buttons and self.chance(0.5):
                self.pick(buttons)["style"] = self.pick(["destructve", "Cancel", "primary"])
            else:
                dialog.setdefault("presentation", {}).setdefault("show", {})["animation"] = self.pick(
                    ["bounce", "Fade", "springy"])
        elif kind == "duplicate-cancel" and buttons:
            buttons.append({"id": "dismiss", "title": "Cancel", "style": "cancel"})
            buttons.append({"id": "close", "title": "Close", "style": "cancel"})
        elif kind == "duplicate-key":
            items = list(dialog.items())
            items.insert(2, (items[0][0], items[0][1] + "-again"))
            dialogs[dialogs.index(dialog)] = Pairs(items)
        elif kind == "missing-key":
            if buttons:
                buttons[0].pop("title", None)
            else:
                dialog.pop("message", None)
        elif kind == "type-mismatch":
            if buttons and self.chance(0.5):
                buttons[0]["preferred"] = "yes"
            else:
                dialog["title"] = 42
        elif kind == "bad-color":
            dialog.setdefault("style", {})["backgroundColor"] = self.pick(["#12345", "red", "#GGGGGG"])
        elif kind == "duplicate-id" and len(self.ids) > 1:
            dialog["id"] = self.ids[self.random.randrange(len(self.ids) - 1)]
        elif kind == "hide-mismatch":
            presentation = dialog.setdefault("presentation", {})
            presentation["show"] = dict(presentation.get("show", {}), type="center")
            presentation["hide"] = {"showType": "fromBottom"}
        elif kind == "option-cap":
            dialogs.append({"id": self.dialog_id(), "type": "actionSheet", "title": "Share To",
                            "buttons": [{"id": "b%d" % i, "title": "Target %d" % i} for i in range(8)]})
        elif kind == "selected-index":
            dialogs.append({"id": self.dialog_id(), "type": "picker", "options": ["Small", "Large"],
                            "selectedIndex": 5, "buttons": [{"id": "done", "title": "Done"}]})
        elif kind == "secure-multiline":
            dialogs.append({"id": self.dialog_id(), "type": "textInput", "title": "Password",
                            "input": {"secure": True, "multiline": True},
                            "presentation": {"renderer": "custom"},
                            "buttons": [{"id": "ok", "title": "OK"}]})
        elif kind == "renderer":
            dialogs.append({"id": self.dialog_id(), "type": "toast", "message": "Saved",
                            "presentation": {"renderer": "system"}})
        elif kind == "collision":
            base = self.dialog_id()
            dialogs.append({"id": base, "type": "toast", "message": "Saved"})
            dialogs.append({"id": base[0].upper() + base[1:], "type": "toast", "message": "Saved again"})
        elif kind == "initial-text":
            dialogs.append({"id": self.dialog_id(), "type": "textInput", "title": "Nickname",
                            "input": {"initialText": "a rather long nickname"}, "limits": {"maxLength": 4},
                            "buttons": [{"id": "ok", "title": "OK"}]})
        elif kind == "unknown-suppression":
            dialog["suppressions"] = [{"rule": "cancel-titel"}]
        elif kind == "syntax":
            return "syntax"
        else:
            dialog["subtitel"] = "Oops"
            kind = "unknown-key"
        return kind

    # Files -----------------------------------------------------------------------------------

    def spec(self, dialog_count):
        spec = {}
        if self.chance(0.7):
            spec["$schema"] = "../../Schemas/dialogspec.schema.json"
        spec["specVersion"] = 1
        spec["dialogs"] = [self.dialog() for _ in range(dialog_count)]
        if self.chance(0.05):
            spec["suppressions"] = [{"rule": self.pick(SUPPRESSIBLE), "reason": "house style"}]
        return spec


def replace_key(obj, key, new_key, default):
    """Renames `key` to `new_key` keeping its place; adds `new_key` when `key` is absent."""
    items = list(obj.items())
    obj.clear()
    renamed = False
    for k, v in items:
        if k == key and not renamed:
            obj[new_key] = v
            renamed = True
        else:
            obj[k] = v
    if not renamed:
        obj[new_key] = default


def encode(value, indent, ensure_ascii, level=0):
    """JSON text like json.dumps, with Pairs objects (duplicate keys) and the same whitespace."""
    if isinstance(value, (dict, Pairs)):
        items = list(value.items()) if isinstance(value, dict) else list(value)
        if not items:
            return "{}"
        parts = ["%s: %s" % (json.dumps(k, ensure_ascii=ensure_ascii), encode(v, indent, ensure_ascii, level + 1))
                 for k, v in items]
        return wrap("{", "}", parts, indent, level)
    if isinstance(value, list):
        if not value:
            return "[]"
        return wrap("[", "]", [encode(v, indent, ensure_ascii, level + 1) for v in value], indent, level)
    return json.dumps(value, ensure_ascii=ensure_ascii)


def wrap(opening, closing, parts, indent, level):
    if indent is None:
        return opening + ", ".join(parts) + closing
    inner = "\n" + indent * (level + 1)
    return opening + inner + ("," + inner).join(parts) + "\n" + indent * level + closing


def split_counts(rng, total, files):
    """`total` dialogs over `files` files, each with at least one: a few big files, many small ones."""
    weights = [rng.paretovariate(1.5) for _ in range(files)]
    scale = (total - files) / sum(weights)
    counts = [1 + int(w * scale) for w in weights]
    remainder = total - sum(counts)
    index = 0
    while remainder > 0:
        counts[index % files] += 1
        remainder -= 1
        index += 1
    return counts


MARKER = ".dialogc-benchmark-corpus"


# ---------------------------------------------------------------------------------------------
# A String Catalog of the corpus (issue 14): every text of every dialog in ten languages

# Each language and how much longer than English its texts run, with the letters it is written
# in: the lengths are typical of UI translations (German a third longer, CJK about half as many
# characters), so per-locale layouts wrap and cut as real translations do.
CATALOG_LANGUAGES = [
    ("de", 1.35, "abcdefghijklmnopqrstuvwxyzäöüß"), ("fr", 1.2, "abcdefghijklmnopqrstuvwxyzéèàç"),
    ("es", 1.2, "abcdefghijklmnopqrstuvwxyzñáé"), ("it", 1.15, "abcdefghijklmnopqrstuvwxyzàè"),
    ("pt-BR", 1.2, "abcdefghijklmnopqrstuvwxyzãçé"), ("ru", 1.25, "абвгдежзийклмнопрстуфхцчшщыэюя"),
    ("ar", 1.1, "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"), ("ja", 0.55, "あいうえおかきくけこさしすせそ写真削除保存設定"),
    ("zh-Hans", 0.5, "的一是不了人我在有他这中大来上国个到说们为子"), ("ko", 0.6, "가나다라마바사아자차카타파하"),
]


def catalog_keys(dialog):
    """The localization keys and source texts of a dialog, as `LocalizableText` derives them."""
    identifier = dialog["id"]
    texts = [(identifier + "." + name, dialog[name]) for name in ("title", "subtitle", "message") if name in dialog]
    text_input = dialog.get("input", {})
    if "placeholder" in text_input:
        texts.append((identifier + ".input.placeholder", text_input["placeholder"]))
    if "initialText" in text_input:
        texts.append((identifier + ".input.initial-text", text_input["initialText"]))
    texts += [(identifier + ".option.%d" % index, option) for index, option in enumerate(dialog.get("options", []))]
    texts += [(identifier + ".button." + button["id"], button["title"]) for button in dialog.get("buttons", [])]
    return texts


def translate(rng, text, factor, letters, spaced):
    """A stand-in translation of `text`: as many letters of the language as the text has
    characters, times the language's length factor (a CJK character counting as two Latin
    letters), in words of 2 to 9 letters where the language spaces its words."""
    weight = sum(2 if ord(character) > 0x2E80 else 1 for character in text if character != " ")
    length = max(1, int(round(weight * factor)))
    out = []
    word = rng.randint(2, 9)
    for index in range(length):
        if spaced and index and index % word == 0:
            out.append(" ")
            word = rng.randint(2, 9)
        out.append(rng.choice(letters))
    return "".join(out)


def write_catalog(path, dialogs, seed, languages):
    """Writes a catalog of every text of `dialogs` in the first `languages` languages: about 1%
    of the translations missing and 0.5% marked for review, as a catalog under way is."""
    rng = random.Random(seed ^ 0xCA7A)
    strings = {}
    for dialog in dialogs:
        for key, text in catalog_keys(dialog):
            localizations = {}
            for language, factor, letters in CATALOG_LANGUAGES[:languages]:
                if rng.random() < 0.01:
                    continue
                state = "needs_review" if rng.random() < 0.005 else "translated"
                localizations[language] = {"stringUnit": {"state": state, "value": translate(rng, text, factor, letters, factor > 1 or language == "ar")}}
            strings[key] = {"extractionState": "manual", "localizations": localizations}
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, handle, ensure_ascii=False,
                  indent=2, sort_keys=True, separators=(",", " : "))
    return len(strings)


def prepare(out):
    """Creates `out`, or empties it when this script wrote it before; refuses any other folder."""
    if os.path.isdir(out) and os.listdir(out):
        if not os.path.exists(os.path.join(out, MARKER)):
            sys.exit("error: %s exists and was not written by this script; choose another --out" % out)
        shutil.rmtree(out)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, MARKER), "w") as handle:
        handle.write("written by Benchmarks/generate_corpus.py; dialogc skips hidden files\n")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dialogs", type=int, required=True, help="dialogs in the whole corpus")
    parser.add_argument("--files", type=int, required=True, help="spec files to spread them over")
    parser.add_argument("--out", required=True, help="directory to write (created, or replaced when this script wrote it)")
    parser.add_argument("--error-rate", type=float, default=0.03,
                        help="share of files given one to three mistakes (default 0.03)")
    parser.add_argument("--compact-rate", type=float, default=0.0,
                        help="share of files written on one line, as tools write JSON (default 0)")
    parser.add_argument("--catalog", help="also write a String Catalog of every dialog's texts to this file")
    parser.add_argument("--languages", type=int, default=10, help="languages of the catalog (default 10, at most 10)")
    args = parser.parse_args(argv)
    if args.files < 1 or args.dialogs < args.files:
        parser.error("need at least one file and at least one dialog per file")

    generator = Generator(args.seed, args.error_rate)
    layout = random.Random(args.seed ^ 0x5EED)
    counts = split_counts(layout, args.dialogs, args.files)
    prepare(args.out)
    written = 0
    files_with_errors = 0
    spoiled = {}
    dialogs = 0
    catalog_dialogs = []
    for index, count in enumerate(counts):
        spec = generator.spec(count)
        catalog_dialogs += [dialog for dialog in spec["dialogs"] if isinstance(dialog, dict) and "id" in dialog]
        kinds = []
        if generator.chance(args.error_rate):
            kinds = [generator.spoil(spec) for _ in range(generator.random.choice([1, 1, 1, 2, 3]))]
        indent = generator.weighted([("  ", 70), ("    ", 20), ("\t", 10)])
        if generator.chance(args.compact_rate):
            indent = None
        ensure_ascii = generator.chance(0.1)
        text = encode(spec, indent, ensure_ascii) + "\n"
        if "syntax" in kinds:
            # A trailing comma after the last dialog: the reader stops there.
            cut = text.rstrip().rfind("]")
            text = text[:cut].rstrip() + ",\n" + text[cut:]
        files_with_errors += 1 if kinds else 0
        for kind in kinds:
            spoiled[kind] = spoiled.get(kind, 0) + 1
        dialogs += len(spec["dialogs"])
        feature = FEATURES[index % len(FEATURES)]
        folder = os.path.join(args.out, feature)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "%s-%04d.json" % (feature, index))
        with open(path, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        written += len(text.encode("utf-8"))
    summary = {"out": args.out, "files": len(counts), "dialogs": dialogs, "bytes": written,
               "files_with_errors": files_with_errors, "mistakes": spoiled}
    if args.catalog:
        summary["catalog"] = {"path": args.catalog, "languages": min(args.languages, len(CATALOG_LANGUAGES)),
                              "keys": write_catalog(args.catalog, catalog_dialogs, args.seed, args.languages)}
    json.dump(summary, sys.stdout, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
